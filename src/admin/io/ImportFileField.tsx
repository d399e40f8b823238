import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button as MuiButton, FormControl, FormHelperText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportFlow } from './useImportFlow';

/** The file picker of an import (CSV or XLSX), with the chosen file's name and the "choose a file" error. */
export function ImportFileField<R>({ flow, i18n, testId }: { flow: ImportFlow<R>; i18n: string; testId: string }) {
  const translate = useTranslate();
  const { file, missingFile } = flow;
  return (
    <FormControl error={missingFile && !file} sx={{ display: 'block', mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <MuiButton component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {translate(`${i18n}.chooseFile`)}
          <input
            ref={flow.input}
            type="file"
            hidden
            accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={translate(`${i18n}.file`)}
            onChange={(e) => flow.chooseFile(e.target.files?.[0] ?? null)}
          />
        </MuiButton>
        <Typography variant="body2" data-testid={`${testId}-file`} sx={{ wordBreak: 'break-all' }}>{file ? file.name : translate(`${i18n}.noFile`)}</Typography>
      </Box>
      {missingFile && !file && <FormHelperText>{translate(`${i18n}.fileRequired`)}</FormHelperText>}
    </FormControl>
  );
}
