import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PublicPage } from './PublicPage';

/** Section keys of the platform's own texts, in reading order (catalogue `legal.<page>.<section>`). */
export const PLATFORM_TEXT_SECTIONS = {
  privacy: ['controller', 'data', 'purposes', 'cookies', 'retention', 'recipients', 'rights'],
  imprint: ['provider', 'contact', 'register', 'responsible', 'disputes'],
} as const;

/** /privacy and /imprint: the platform operator's own notices, in the interface language. */
export function PlatformTextPage({ page }: { page: keyof typeof PLATFORM_TEXT_SECTIONS }) {
  const translate = useTranslate();
  return (
    <PublicPage title={translate(`legal.${page}.title`)} width={760}>
      <Typography color="text.secondary">{translate(`legal.${page}.intro`)}</Typography>
      {PLATFORM_TEXT_SECTIONS[page].map((section) => (
        <Box key={section} component="section">
          <Typography variant="h6" component="h2" gutterBottom>{translate(`legal.${page}.${section}.title`)}</Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{translate(`legal.${page}.${section}.text`)}</Typography>
        </Box>
      ))}
      <Typography variant="caption" color="text.secondary">{translate('legal.updated')}</Typography>
    </PublicPage>
  );
}

export const PrivacyPage = () => <PlatformTextPage page="privacy" />;
export const ImprintPage = () => <PlatformTextPage page="imprint" />;
