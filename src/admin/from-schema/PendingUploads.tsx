import { createContext, useContext, useRef, type ReactNode } from 'react';

/** A file chosen on a create form, sent by its own upload call once the record exists. */
export interface PendingUpload {
  source: string;
  /** `'METHOD path'` of the upload call (x-ui.upload) */
  upload: string;
  file: File;
}

type Pending = Map<string, PendingUpload>;

const PendingUploadsContext = createContext<Pending | null>(null);

/**
 * Holds the files chosen on a create form. An upload call needs the saved record's id, so the
 * create screen sends them right after the record is created (PendingUploads' owner reads them).
 */
export function PendingUploadsProvider({ pending, children }: { pending: Pending; children: ReactNode }) {
  return <PendingUploadsContext.Provider value={pending}>{children}</PendingUploadsContext.Provider>;
}

/** The create form's pending files; null outside a create form (on edit a file is sent at once). */
export function usePendingUploads(): Pending | null {
  return useContext(PendingUploadsContext);
}

/** A create screen's store of pending files, kept across renders. */
export function usePendingUploadStore(): Pending {
  return useRef<Pending>(new Map()).current;
}
