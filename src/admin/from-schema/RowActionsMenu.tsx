import { Children, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, IconButton, Menu, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** The extra columns of a list (`<DataTable.Col label>` with row actions or computed values). */
export function rowActionColumns(children: ReactNode): ReactElement<{ label?: string; children?: ReactNode }>[] {
  return Children.toArray(children).filter(isValidElement) as ReactElement<{ label?: string; children?: ReactNode }>[];
}

/**
 * A record's own actions on a phone: one "⋮" button opening a menu with the list's extra columns
 * (a role's Copy, a printer's state and Restart), instead of a row of buttons wider than the screen.
 * Clicks stay in the menu (it is a portal, whose events still bubble through React to the row).
 */
export function RowActionsMenu({ columns }: { columns: ReturnType<typeof rowActionColumns> }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!record || !columns.length) return null;
  return (
    <Box component="span" onClick={(e) => e.stopPropagation()}>
      <IconButton aria-label={translate('ra.action.open_menu')} aria-haspopup="true" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {columns.map((col, i) => (
          <Box key={i} sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
            {col.props.label && <Typography variant="caption" color="text.secondary">{col.props.label}</Typography>}
            {col.props.children}
          </Box>
        ))}
      </Menu>
    </Box>
  );
}
