import { Alert, Card, CardContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ImportErrorTable } from './ImportErrorTable';
import type { ImportFlow } from './useImportFlow';

/** A refused file (its own message) and the rows a failed import named, until dismissed. */
export function ImportProblems<R>({ flow, i18n, testId }: { flow: ImportFlow<R>; i18n: string; testId: string }) {
  const translate = useTranslate();
  return (
    <>
      {flow.refused && <Alert severity="error" onClose={flow.dismissRefusal} data-testid={`${testId}-refused`}>{flow.refused}</Alert>}
      {flow.rowErrors && (
        <Card data-testid={`${testId}-errors`}>
          <CardContent>
            <Alert severity="error" onClose={flow.dismissRowErrors}>{translate(`${i18n}.failed`, { smart_count: flow.rowErrors.length })}</Alert>
            <ImportErrorTable errors={flow.rowErrors} />
          </CardContent>
        </Card>
      )}
    </>
  );
}
