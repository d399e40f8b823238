import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-admin';

/**
 * A record's name in a list as a link to where its row leads, so it can be opened in a new tab
 * or from the keyboard. The click stops here: the row would otherwise navigate a second time.
 */
export function RecordLink({ to, children }: { to: string | false; children: ReactNode }) {
  if (!to) return <>{children}</>;
  return (
    <Link to={to} onClick={(e: MouseEvent) => e.stopPropagation()}>
      {children}
    </Link>
  );
}
