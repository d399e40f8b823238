import { HttpError } from 'react-admin';

/** What the two-factor dialog of the step-up shows (see StepUpDialog). */
export interface StepUpState {
  open: boolean;
  /** the last code was refused: "The MFA-Code is invalid." under the emptied field */
  invalid: boolean;
  /** the held call is being repeated with the code */
  busy: boolean;
}

/** Catalogue key of the notice when the user cancels the dialog: the held call is rejected with it. */
export const STEP_UP_CANCELLED_KEY = 'app.mfa.cancelled';

const CLOSED: StepUpState = { open: false, invalid: false, busy: false };
let state: StepUpState = CLOSED;
const listeners = new Set<() => void>();
let dialogs = 0;
/** the open dialog's answer: a code to try, or null when the user cancelled */
let answer: ((code: string | null) => void) | null = null;
/** tells the dialog how the code it sent went: true closes it, false keeps it open */
let reply: ((closed: boolean) => void) | null = null;
/** the step-up under way: calls refused meanwhile wait for it instead of opening a second dialog */
let running: Promise<'verified' | 'cancelled'> | null = null;

function set(next: StepUpState): void {
  state = next;
  for (const l of listeners) l();
}

/** The call was not made: the user cancelled the code. */
export function stepUpCancelled(): HttpError {
  return new HttpError(STEP_UP_CANCELLED_KEY, 401, { statusCode: 401, name: 'MFAError', code: 'MFA_CANCELLED', message: STEP_UP_CANCELLED_KEY });
}

/** The dialog's side: subscribe, read, send a code, cancel; `mount` registers a shown dialog. */
export const stepUpDialog = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getState: (): StepUpState => state,
  /** Without a mounted dialog nobody can give a code: refused calls fail as they came. */
  mount(): () => void {
    dialogs++;
    return () => {
      dialogs--;
      // The shell went away (signed out): a held call must not wait for ever.
      if (dialogs === 0) answer?.(null);
    };
  },
  /** Resolves true when the held call went through (or failed for another reason): the dialog closes. */
  submit(code: string): Promise<boolean> {
    if (!answer) return Promise.resolve(true);
    const settled = new Promise<boolean>((resolve) => {
      reply = resolve;
    });
    set({ ...state, busy: true });
    answer(code);
    return settled;
  },
  cancel(): void {
    answer?.(null);
  },
};

/** Whether a refusal can be answered with a code: a dialog is mounted to ask for it. */
export function canStepUp(): boolean {
  return dialogs > 0;
}

function ask(invalid: boolean): Promise<string | null> {
  return new Promise((resolve) => {
    answer = (code) => {
      answer = null;
      resolve(code);
    };
    set({ open: true, invalid, busy: false });
  });
}

function tell(closed: boolean): void {
  const r = reply;
  reply = null;
  r?.(closed);
}

/**
 * A call refused for want of a second factor (spec part 1 §4, §8): the dialog opens and holds the
 * call; each code repeats it (`repeat(code)`); a refused code keeps the dialog open with the field
 * emptied and the error shown; the right one resolves the call as if nothing had happened. Cancel
 * rejects it with a notice. Calls refused while the dialog is open wait for it and are then
 * repeated as they were (`repeat()`): the server lets the sign-in's calls through for a while
 * after one verified code.
 */
export async function withStepUp<T>(repeat: (code?: string) => Promise<T>, isRefusedCode: (error: unknown) => boolean): Promise<T> {
  if (running) {
    if ((await running) === 'cancelled') throw stepUpCancelled();
    return repeat();
  }
  let finish!: (outcome: 'verified' | 'cancelled') => void;
  running = new Promise((resolve) => {
    finish = resolve;
  });
  let outcome: 'verified' | 'cancelled' = 'cancelled';
  try {
    let invalid = false;
    for (;;) {
      const code = await ask(invalid);
      if (code === null) throw stepUpCancelled();
      try {
        const result = await repeat(code);
        outcome = 'verified';
        tell(true);
        return result;
      } catch (error) {
        if (!isRefusedCode(error)) {
          // The code passed and the call failed for its own reason: the caller reports it.
          outcome = 'verified';
          tell(true);
          throw error;
        }
        invalid = true;
        tell(false);
      }
    }
  } finally {
    running = null;
    answer = null;
    set(CLOSED);
    finish(outcome);
  }
}
