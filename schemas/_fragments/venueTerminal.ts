/**
 * The venue edit's terminal tab (spec part 1 §2): the card terminal at the venue and its daily
 * closing report. The spec names the tab but not its fields; these are the ones the end-of-day
 * call (GET general/venue/{venue}/endOfDay) and its e-mail list (§5: "the end-of-day e-mail list
 * must hold valid e-mails before the feature is enabled") need, plus the terminal's identity.
 */
const onTab = { tab: 'terminal' } as const;

export const venueTerminalFields = {
  /** guests may pay at the venue's card terminal */
  terminalEnabled: { type: 'boolean', default: false, 'x-ui': onTab },
  /** the terminal's provider, as the payment partner names it */
  terminalProvider: { type: 'string', maxLength: 100, 'x-ui': onTab },
  terminalId: { type: 'string', maxLength: 100, 'x-ui': onTab },
  terminalSerialNumber: { type: 'string', maxLength: 100, 'x-ui': onTab },
  /** the day's closing report is mailed to endOfDayEmails; enabling it needs valid addresses */
  endOfDayEnabled: { type: 'boolean', default: false, 'x-ui': onTab },
  /** comma-separated e-mail addresses */
  endOfDayEmails: { type: 'string', format: 'emailList', maxLength: 2000, 'x-ui': onTab },
  // Kept by the end-of-day scheduler (venue/endOfDayScheduler.ts), never by a request:
  /** the last local day (YYYY-MM-DD on the venue's clock) whose report was mailed */
  endOfDayLastSent: { type: 'string', format: 'date', readOnly: true, 'x-ui': { ...onTab, create: false } },
  /** when the scheduler looks at the venue next (03:00 local after a day, a retry, or a run's lease) */
  endOfDayNextRun: { type: 'string', format: 'date-time', readOnly: true, 'x-ui': { ...onTab, create: false } },
  /** failed sends in a row and the last one's error; a send that goes out clears them */
  endOfDayFailures: { type: 'integer', minimum: 0, readOnly: true, 'x-ui': { ...onTab, create: false } },
  endOfDayLastError: { type: 'string', maxLength: 1000, readOnly: true, 'x-ui': { ...onTab, create: false } },
} as const;
