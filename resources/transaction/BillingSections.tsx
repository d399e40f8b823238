import { useState } from 'react';
import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { useGrant } from '../../src/admin/session/useGrant';
import { ArticlesSection } from './ArticlesSection';
import { BILLING_SECTION_ACCESS, type BillingSection } from './billingSectionAccess';
import { BrandInvoiceSection } from './BrandInvoiceSection';
import type { InvoiceQuery } from './invoiceQuery';
import { PayableSection } from './PayableSection';
import { VenueSummarySection } from './VenueSummarySection';

const SECTIONS = Object.keys(BILLING_SECTION_ACCESS) as BillingSection[];

/**
 * The billing figures beside the invoice form, one tab per call family, each tab only for
 * holders of its call's access; only the open tab calls the server.
 */
export function BillingSections({ venue, query, venueNames }: { venue: string; query: InvoiceQuery; venueNames: Record<string, string> }) {
  const translate = useTranslate();
  const grant = useGrant();
  const shown = SECTIONS.filter((s) => checkAccess(grant, BILLING_SECTION_ACCESS[s]));
  const [picked, setPicked] = useState<BillingSection | null>(null);
  if (!shown.length) return null;
  const open = picked && shown.includes(picked) ? picked : shown[0];
  return (
    <Card>
      <Tabs value={open} onChange={(_, v: BillingSection) => setPicked(v)} variant="scrollable" allowScrollButtonsMobile aria-label={translate('billing.tabs.label')}>
        {shown.map((s) => <Tab key={s} value={s} label={translate(`billing.tabs.${s}`)} id={`billing-tab-${s}`} aria-controls={`billing-panel-${s}`} />)}
      </Tabs>
      <CardContent>
        <Box role="tabpanel" id={`billing-panel-${open}`} aria-labelledby={`billing-tab-${open}`}>
          {open === 'brand' && <BrandInvoiceSection venue={venue} query={query} />}
          {open === 'summary' && <VenueSummarySection venue={venue} query={query} />}
          {open === 'articles' && <ArticlesSection venue={venue} month={query.month} />}
          {open === 'payable' && <PayableSection venueNames={venueNames} />}
        </Box>
      </CardContent>
    </Card>
  );
}
