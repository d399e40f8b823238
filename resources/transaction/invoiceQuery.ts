/** The query every invoice call of /billing sends: the month, the chosen fields, setup fee and devices. */
export interface InvoiceQuery {
  month: string;
  fields: string;
  setupFee: 'none' | 'full' | 'reduced';
  devices?: string;
}
