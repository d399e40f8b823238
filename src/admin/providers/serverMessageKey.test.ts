import { describe, expect, it } from 'vitest';
import { OPTION_GROUP_REQUIRED } from '../../server/entities/option/requiredOptionRule';
import { GPS_NOT_FOUND } from '../../server/entities/venue/gpsLookup';
import { en } from '../i18n/en';
import { fieldErrorKey, serverMessageKey } from './serverMessageKey';
import { parseFormError } from './fieldErrorMessage';
import { toSubmissionErrors } from './toSubmissionErrors';

describe('serverMessageKey', () => {
  it("knows the server's option group rule word for word, and the key exists", () => {
    const key = serverMessageKey(OPTION_GROUP_REQUIRED);
    expect(key).toBe('foodcardUi.optionGroupRequired');
    expect((en as any).foodcardUi.optionGroupRequired).toBe(OPTION_GROUP_REQUIRED);
  });

  it("knows the server's GPS not-found message word for word, and the key exists", () => {
    expect(serverMessageKey(GPS_NOT_FOUND)).toBe('app.gpsNotFound');
    expect((en as any).app.gpsNotFound).toBe(GPS_NOT_FOUND);
  });

  it('leaves other messages as they are', () => {
    expect(serverMessageKey('must be an e-mail')).toBe('must be an e-mail');
  });

  it('puts the key on the form field and finds it on a failed call', () => {
    const onForm = toSubmissionErrors([{ path: 'requiredAmount', message: OPTION_GROUP_REQUIRED }]) as Record<string, string>;
    expect(parseFormError(onForm.requiredAmount).message).toBe('foodcardUi.optionGroupRequired');
    expect(fieldErrorKey({ body: { fieldErrors: [{ path: 'visible', message: OPTION_GROUP_REQUIRED }] } })).toEqual({ key: 'foodcardUi.optionGroupRequired', text: OPTION_GROUP_REQUIRED });
    expect(fieldErrorKey(new Error('x'))).toBeNull();
  });
});
