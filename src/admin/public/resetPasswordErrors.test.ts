import { describe, expect, it } from 'vitest';
import { resetPasswordErrors } from './resetPasswordErrors';

describe('resetPasswordErrors', () => {
  it('both fields are required', () => {
    expect(resetPasswordErrors('', '')).toEqual({ password: 'ra.validation.required', repeat: 'ra.validation.required' });
  });

  it('the core password rule applies to the new password', () => {
    expect(resetPasswordErrors('short1A', 'short1A').password).toBe('validation.password');
    expect(resetPasswordErrors('nocapital1', 'nocapital1').password).toBe('validation.password');
    expect(resetPasswordErrors('Secret123', 'Secret123')).toEqual({});
  });

  it('the repeat must match', () => {
    expect(resetPasswordErrors('Secret123', 'Secret124')).toEqual({ repeat: 'app.resetPassword.mismatch' });
  });
});
