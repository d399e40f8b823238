/**
 * A menu as every point-of-sale or menu provider adapter hands it over (one shape for all), which
 * the importer writes into a venue's foodcard. Prices are in the venue's currency (euros, not
 * cents); VAT rates in percent. `key`s link records within one menu only and are never stored.
 */
export interface PosMenu {
  categories: { key: string; name: string; description?: string; sortOrder: number }[];
  optionGroups: {
    key: string;
    name: string;
    /** how many options must / may be chosen (0: no limit) */
    min: number;
    max: number;
    options: PosItem[];
  }[];
  articles: (PosItem & { category: string; optionGroups: string[]; description?: string; imageUrl?: string })[];
  /** tables of the point of sale (only read for the `tables` mode) */
  tables: { number: string; description?: string }[];
}

/** An article or option as the provider sells it: its number (PLU) identifies it in the venue. */
export interface PosItem {
  number: string;
  name: string;
  price: number;
  /** VAT in percent for eating in and for takeaway, where the provider says */
  vatInside?: number;
  vatTakeaway?: number;
  active: boolean;
}
