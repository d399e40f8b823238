import { useEffect, useRef, useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useTranslate } from 'react-admin';

/** As long as react-admin's filter form waits after a keystroke before it queries. */
const DEBOUNCE_MS = 500;

/**
 * The free-text search of a generated list (`q`). It behaves like react-admin's SearchInput in
 * the filter form (debounced, clearable, follows a query set elsewhere) but is a plain field: the
 * form library and the filter inputs load only once a user adds a filter (DeferredFilterForm).
 */
export function ListSearchBox() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setText] = useState(current);
  const sent = useRef(current);
  const latest = useRef({ filterValues, displayedFilters });
  latest.current = { filterValues, displayedFilters };
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A query changed elsewhere (a saved query, the back button) replaces the text; the answer to
  // this box's own query does not (the user may have typed on meanwhile).
  useEffect(() => {
    if (current === sent.current) return;
    sent.current = current;
    setText(current);
  }, [current]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (value: string, wait: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current = value;
      const { q: _previous, ...others } = latest.current.filterValues;
      setFilters(value ? { ...others, q: value } : others, latest.current.displayedFilters);
    }, wait);
  };
  const label = translate('ra.action.search');

  return (
    <TextField
      name="q"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        apply(e.target.value, DEBOUNCE_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply(text, 0);
      }}
      hiddenLabel
      // react-admin's theme makes text fields full width; in the toolbar the box leaves room for filters.
      fullWidth={false}
      size="small"
      placeholder={label}
      sx={{ mt: 0, mb: '4px', mr: 2, pointerEvents: 'auto' }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {text ? (
                <IconButton
                  size="small"
                  aria-label={translate('ra.action.clear_input_value')}
                  title={translate('ra.action.clear_input_value')}
                  onClick={() => {
                    setText('');
                    apply('', 0);
                  }}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              ) : (
                <SearchIcon color="disabled" />
              )}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
