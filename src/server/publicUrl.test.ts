import { describe, expect, it } from 'vitest';
import { publicUrl } from './publicUrl';

describe('publicUrl', () => {
  it('defaults to the address the server listens on', () => {
    expect(publicUrl(undefined, undefined)).toBe('http://127.0.0.1:3000');
    expect(publicUrl('', '4123')).toBe('http://127.0.0.1:4123');
  });

  it('keeps a configured origin and path, without trailing slashes', () => {
    expect(publicUrl('https://admin.example.com/', '4123')).toBe('https://admin.example.com');
    expect(publicUrl(' https://example.com/backoffice// ')).toBe('https://example.com/backoffice');
    expect(publicUrl('HTTPS://Admin.Example.com:443')).toBe('https://admin.example.com');
  });

  it('refuses what is not a plain http(s) base URL', () => {
    for (const bad of ['admin.example.com', 'javascript:alert(1)', 'ftp://example.com', 'https://example.com/?a=1', 'https://example.com/#x', 'https://u:p@example.com']) {
      expect(() => publicUrl(bad), bad).toThrow(/PUBLIC_URL/);
    }
  });
});
