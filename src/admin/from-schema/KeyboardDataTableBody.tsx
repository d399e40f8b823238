import type { KeyboardEvent } from 'react';
import { DataTableBody, DataTableRow, type DataTableBodyProps } from 'react-admin';

/** Enter on the focused row does what a click does (opens the record); keys inside cells stay theirs. */
function onRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
  if (event.key === 'Enter' && event.target === event.currentTarget) {
    event.preventDefault();
    event.currentTarget.click();
  }
}

function KeyboardRow(props: object) {
  return <DataTableRow {...props} tabIndex={0} onKeyDown={onRowKeyDown} />;
}

/** DataTable body whose rows are in the tab order and open with Enter, as they do on click. */
export function KeyboardDataTableBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={KeyboardRow} />;
}
