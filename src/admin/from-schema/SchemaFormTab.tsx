import { useState, type ComponentProps } from 'react';
import { TabbedForm } from 'react-admin';

type SchemaFormTabProps = ComponentProps<typeof TabbedForm.Tab> & {
  /** mount the content only once the tab is first shown (edit forms) */
  lazy?: boolean;
};

/**
 * A tab of the generated form. In an edit form a tab's inputs mount when it is first shown and
 * then stay mounted, so whatever the user changed keeps its checks: one never opened holds only
 * the record as loaded, which the server accepted (and checks again on save). The article form
 * has 120 inputs over eight tabs; mounting them all was most of its opening time. A create form
 * mounts every tab: its empty required fields must be found wherever they are.
 */
export function SchemaFormTab({ lazy = false, hidden, children, ...props }: SchemaFormTabProps) {
  const [shown, setShown] = useState(!hidden);
  // Set during render, not in an effect: the tab's first frame shows its inputs already.
  if (!hidden && !shown) setShown(true);
  return (
    <TabbedForm.Tab hidden={hidden} {...props}>
      {!lazy || shown ? children : null}
    </TabbedForm.Tab>
  );
}
