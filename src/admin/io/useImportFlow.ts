import { useRef, useState, type FormEvent } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ApiErrorBody } from '../providers/httpClient';
import { useNotifyError } from '../providers/useNotifyError';
import type { ImportError } from './importErrorText';
import { importRefusal } from './importRefusal';
import { formatNumber } from '../format/formatNumber';

/** An import call or its dry run (`dryRun`): what it would do or did, and the rows it refuses. */
export type ImportSend<R> = (file: File, dryRun: boolean) => Promise<R & { errors?: ImportError[] }>;

export type ImportPreview<R> = R & { file: File; errors: ImportError[] };

/**
 * The steps every file import of the admin takes (foodcard, customers, season passes): choose a
 * file; check it with the server's dry run, which previews what would be created and updated or
 * lists every error with its line; import a clean file after a confirmation. A refused file
 * (over the limits, or an import already running) and the rows of a failed import are kept
 * for the page to show; anything else is notified. `i18n` is the page's catalogue
 * (`foodcardIo`, `recordIo`): its `done` is the notice of a finished import.
 */
export function useImportFlow<R>(i18n: string) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const input = useRef<HTMLInputElement>(null);
  // the call that made the preview: the import is sent the same way (the foodcard's kind)
  const previewSend = useRef<ImportSend<R> | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [preview, setPreview] = useState<ImportPreview<R> | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** the file the confirmation names, kept while the dialog fades out */
  const [confirmName, setConfirmName] = useState('');
  const [outcome, setOutcome] = useState<R | null>(null);
  const [rowErrors, setRowErrors] = useState<ImportError[] | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const clear = () => {
    setPreview(null);
    setOutcome(null);
    setRowErrors(null);
    setRefused(null);
  };

  const failed = (error: unknown) => {
    const body = (error as { body?: ApiErrorBody })?.body;
    const refusal = importRefusal(body);
    if (refusal) setRefused(translate(refusal.key, { limit: refusal.limit === undefined ? undefined : formatNumber(refusal.limit, locale) }));
    else if (Array.isArray(body?.fieldErrors) && body.fieldErrors.length) setRowErrors(body.fieldErrors as ImportError[]);
    else notifyError(error);
  };

  return {
    input,
    file,
    missingFile,
    busy,
    preview,
    confirming,
    confirmName,
    outcome,
    rowErrors,
    refused,
    clear,
    chooseFile(chosen: File | null) {
      setFile(chosen);
      setMissingFile(false);
      clear();
    },
    async check(event: FormEvent, send: ImportSend<R>) {
      event.preventDefault();
      clear();
      if (!file) {
        setMissingFile(true);
        return;
      }
      setBusy('check');
      try {
        const { errors, ...result } = await send(file, true);
        previewSend.current = send;
        setPreview({ ...(result as R), file, errors: errors ?? [] });
      } catch (error) {
        failed(error);
      } finally {
        setBusy(null);
      }
    },
    askToImport() {
      if (!preview) return;
      setConfirmName(preview.file.name);
      setConfirming(true);
    },
    cancelImport: () => setConfirming(false),
    async runImport() {
      const send = previewSend.current;
      if (!preview || !send) return;
      setBusy('import');
      try {
        const { errors: _errors, ...result } = await send(preview.file, false);
        setPreview(null);
        setOutcome(result as R);
        notify(`${i18n}.done`, { type: 'info' });
        setFile(null);
        if (input.current) input.current.value = '';
      } catch (error) {
        setPreview(null);
        failed(error);
      } finally {
        setBusy(null);
        setConfirming(false);
      }
    },
    dismissOutcome: () => setOutcome(null),
    dismissRefusal: () => setRefused(null),
    dismissRowErrors: () => setRowErrors(null),
  };
}

export type ImportFlow<R> = ReturnType<typeof useImportFlow<R>>;
