import { useMemo, useState } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Checkbox,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  TextField,
  Typography,
} from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { permissionGroups, type PermissionGroup } from './permissionGroups';
import { groupLabel as nameOfGroup, permissionLabel } from './permissionLabel';

interface PermissionPickerProps {
  source: string;
  label: string;
  readOnly?: boolean;
}

/**
 * The role's permission list as a grouped picker of the whole vocabulary: one collapsible group
 * per resource with a "select all" checkbox, a search box over the names, a checkbox per
 * permission. Names the role holds outside the vocabulary (e.g. `refunds.<product>`) stay in the
 * value and are listed in their own group, so saving never drops them silently.
 */
export function PermissionPicker({ source, label, readOnly }: PermissionPickerProps) {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue: [] });
  const value: string[] = useMemo(() => (Array.isArray(field.value) ? field.value : []), [field.value]);
  const held = useMemo(() => new Set(value), [value]);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Set<string>>(new Set());
  // The search also matches the readable names the user sees.
  const groups = useMemo(
    () => permissionGroups(value, search, (p) => permissionLabel(translate, p), (g) => nameOfGroup(translate, g)),
    [value, search, translate],
  );
  const searching = search.trim() !== '';

  const setMany = (perms: readonly string[], on: boolean) => {
    const change = new Set(perms);
    const next = on ? [...value, ...perms.filter((p) => !held.has(p))] : value.filter((p) => !change.has(p));
    field.onChange(next);
    field.onBlur();
  };

  const toggleOpen = (name: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const groupLabel = (g: PermissionGroup) => (g.name === '' ? translate('app.roles.otherPermissions') : nameOfGroup(translate, g.name));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%', minWidth: 0 }} data-testid="permission-picker">
      <FormLabel component="legend" sx={{ mb: 1 }}>{label}</FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={translate('app.roles.search')}
          slotProps={{
            htmlInput: { 'aria-label': translate('app.roles.search') },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
          sx={{ minWidth: 280 }}
        />
        <Typography variant="body2" color="text.secondary">
          {translate('app.roles.selectedCount', { smart_count: value.length })}
        </Typography>
      </Box>
      {groups.length === 0 && <Typography color="text.secondary">{translate('app.roles.noMatch')}</Typography>}
      {groups.map((g) => {
        const count = g.permissions.filter((p) => held.has(p)).length;
        const all = count === g.permissions.length;
        const expanded = searching || open.has(g.name);
        return (
          // The group's checkbox sits beside its summary, not inside it: a checkbox within the
          // summary's button is a control nested in a control (axe: nested-interactive).
          <Box key={g.name} sx={{ position: 'relative' }} data-testid={`permission-group-${g.name || 'other'}`}>
            <Checkbox
              size="small"
              checked={all && count > 0}
              indeterminate={count > 0 && !all}
              disabled={readOnly}
              onChange={(e) => setMany(g.permissions, e.target.checked)}
              slotProps={{ input: { 'aria-label': translate('app.roles.selectAllOf', { group: groupLabel(g) }) } }}
              sx={{ position: 'absolute', left: 4, top: 1, zIndex: 1 }}
            />
            <Accordion expanded={expanded} onChange={() => toggleOpen(g.name)} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 40, pl: 6, '& .MuiAccordionSummary-content': { my: 0, alignItems: 'center', gap: 1 } }}>
                <Typography sx={{ fontWeight: 500 }}>{groupLabel(g)}</Typography>
                <Typography variant="body2" color="text.secondary">{count} / {g.permissions.length}</Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', columnGap: 2, pt: 0 }}>
                {g.permissions.map((perm) => (
                  <FormControlLabel
                    key={perm}
                    control={<Checkbox size="small" checked={held.has(perm)} disabled={readOnly} onChange={(e) => setMany([perm], e.target.checked)} />}
                    label={
                      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', py: 0.25 }}>
                        <Typography variant="body2" component="span">{permissionLabel(translate, perm)}</Typography>
                        {/* the dotted name, as other tools and the spec write it */}
                        <Typography variant="caption" component="span" color="text.secondary" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{perm}</Typography>
                      </Box>
                    }
                  />
                ))}
              </AccordionDetails>
            </Accordion>
          </Box>
        );
      })}
    </Box>
  );
}
