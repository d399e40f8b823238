import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { fieldErrorMessage, type ServerFieldError } from './fieldErrorMessage';

/** A server field error as text in the user's language, for screens that show it themselves. */
export function useFieldErrorText(): (error: Pick<ServerFieldError, 'message' | 'code' | 'params'>) => string {
  const translate = useTranslate();
  return useCallback((error) => {
    const { message, args } = fieldErrorMessage(error);
    return translate(message, args);
  }, [translate]);
}
