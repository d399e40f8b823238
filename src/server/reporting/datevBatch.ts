import { toSpreadsheetCell } from '../io/spreadsheetText';
import type { Figures } from './salesFigures';

/** The accounts a venue's bookings go to: its own or its chart's usual ones (datevAccounts.ts). */
export interface DatevAccounts { chart: '03' | '04'; revenue: string; cash: string; transit: string }

export interface DatevBatch {
  consultant: string;
  client: string;
  /** local days YYYY-MM-DD of the batch */
  from: string;
  to: string;
  label: string;
  /** the venue's cost centre (KOST1): its readable id, at most 36 letters and digits */
  costCentre: string;
  /** the venue's name, written as Beleginfo "Standort" */
  venueName: string;
  currency: string;
  accounts: DatevAccounts;
  createdAt: Date;
  lines: (Figures & { day: string; method: string })[];
  methodName: (method: string) => string;
}

/**
 * The booking columns written, in DATEV's order: the Buchungsstapel's first 39 (to the cost centres;
 * the rest may be left off). Beyond the booking itself an accountant reads the venue and payment
 * method as document information (Beleginfo) and books the venue's cost centre (KOST1).
 */
export const DATEV_COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)', 'Soll/Haben-Kennzeichen', 'WKZ Umsatz', 'Kurs', 'Basis-Umsatz', 'WKZ Basis-Umsatz', 'Konto', 'Gegenkonto (ohne BU-Schlüssel)', 'BU-Schlüssel', 'Belegdatum', 'Belegfeld 1', 'Belegfeld 2', 'Skonto', 'Buchungstext',
  'Postensperre', 'Diverse Adressnummer', 'Geschäftspartnerbank', 'Sachverhalt', 'Zinssperre', 'Beleglink',
  ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((i) => [`Beleginfo - Art ${i}`, `Beleginfo - Inhalt ${i}`]),
  'KOST1 - Kostenstelle', 'KOST2 - Kostenstelle', 'Kost-Menge',
];
const column = (name: string) => DATEV_COLUMNS.indexOf(name);

const amount = (minor: number) => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;
const ymd = (day: string) => day.replaceAll('-', '');
/** Text fields are quoted; a quote inside doubled; the formula guard of every export applies. */
const text = (value: string) => `"${String(toSpreadsheetCell(value)).replaceAll('"', '""')}"`;
const stamp = (d: Date) => d.toISOString().replace(/[-:T.Z]/g, '').slice(0, 17);

/**
 * A DATEV booking batch (EXTF, header version 700, category 21 "Buchungsstapel", format version
 * 13): the header record, the column line, then per revenue day and payment method a booking of
 * the day's revenue (the one definition: salesFigures) debit on the money account, credit on the
 * revenue account, and the day's refunds the other way round. Belegdatum is DDMM (the year comes
 * from the header's period); amounts with a decimal comma and without sign, CRLF line ends.
 */
export function datevBatch(b: DatevBatch): string {
  const header = [
    '"EXTF"', 700, 21, '"Buchungsstapel"', 13, stamp(b.createdAt), '', '"RE"', '"backoffice"', '', b.consultant, b.client,
    `${b.from.slice(0, 4)}0101`, 4, ymd(b.from), ymd(b.to), text(b.label.slice(0, 30)), '', 1, 0, 0, `"${b.currency}"`, '', '', '', '', `"${b.accounts.chart}"`, '', '', '', '',
  ];
  const rows: string[] = [header.join(';'), DATEV_COLUMNS.join(';')];
  for (const l of b.lines) {
    const money = l.method === 'cash' ? b.accounts.cash : b.accounts.transit;
    const date = `${l.day.slice(8, 10)}${l.day.slice(5, 7)}`;
    const ref = `${ymd(l.day)}`;
    const book = (minor: number, side: 'S' | 'H', what: string) => {
      const cells: (string | number)[] = DATEV_COLUMNS.map(() => '');
      const set = (name: string, value: string | number) => { cells[column(name)] = value; };
      set('Umsatz (ohne Soll/Haben-Kz)', amount(minor));
      set('Soll/Haben-Kennzeichen', `"${side}"`);
      set('WKZ Umsatz', `"${b.currency}"`);
      set('Konto', money);
      set('Gegenkonto (ohne BU-Schlüssel)', b.accounts.revenue);
      set('Belegdatum', date);
      set('Belegfeld 1', text(ref));
      set('Buchungstext', text(`${what} ${b.methodName(l.method)}`.slice(0, 60)));
      set('Beleginfo - Art 1', text('Standort'));
      set('Beleginfo - Inhalt 1', text(b.venueName.slice(0, 210)));
      set('Beleginfo - Art 2', text('Zahlungsart'));
      set('Beleginfo - Inhalt 2', text(b.methodName(l.method).slice(0, 210)));
      if (b.costCentre) set('KOST1 - Kostenstelle', text(b.costCentre));
      rows.push(cells.join(';'));
    };
    if (l.revenue > 0) book(l.revenue, 'S', 'Umsatz');
    if (l.refunds > 0) book(l.refunds, 'H', 'Erstattung');
  }
  return `${rows.join('\r\n')}\r\n`;
}
