import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert, Box, Button, Checkbox, CircularProgress, FormControl, FormControlLabel, FormHelperText, Link, MenuItem, TextField, Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { enums } from '../../../schemas/_fragments/enums';
import type { ApiErrorBody } from '../providers/httpClient';
import { apiCall } from '../providers/apiCall';
import { PublicPage } from './PublicPage';
import { registrationBody, registrationErrors, serverRegistrationErrors, type RegistrationErrors, type RegistrationValues, type VenueValues } from './registrationErrors';
import { fieldErrorMessage, type TranslatableMessage } from '../providers/fieldErrorMessage';
import { useEmailAvailability } from './useEmailAvailability';

type Problem = 'rateLimited' | 'failed' | null;

const EMPTY_VENUE: VenueValues = { name: '', legalForm: '', street: '', number: '', postalCode: '', city: '', country: 'de', phone: '', vatNumber: '' };

/**
 * /register/{customerGroup?} and /register/venue (spec part 1 §2): a user signs up, into the
 * brand of the link when it names one, or a franchisee signs up with their venue. Consent to
 * the data protection regulations is required (§5); the e-mail is checked while typed. Success
 * leads to /register/success.
 */
export function RegisterPage({ franchisee = false }: { franchisee?: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const { customerGroup } = useParams();
  const [values, setValues] = useState<RegistrationValues>({
    name: '', email: '', password: '', repeat: '', privacyAccepted: false, ...(franchisee ? { venue: EMPTY_VENUE } : {}),
  });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, TranslatableMessage>>({});
  const { taken } = useEmailAvailability(values.email);

  const errors: RegistrationErrors = { ...registrationErrors(values), ...(taken ? { email: 'app.register.emailTaken' } : {}) };
  const own: RegistrationErrors = touched ? errors : taken ? { email: errors.email } : {};
  // The form's checks as keys, the server's answers as keys with arguments; the server's win.
  const shown: Record<string, TranslatableMessage> = {
    ...Object.fromEntries(Object.entries(own).map(([path, key]) => [path, { message: key, args: { _: key } }])),
    ...serverErrors,
  };
  const set = (patch: Partial<RegistrationValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const setVenue = (patch: Partial<VenueValues>) => {
    setValues((v) => ({ ...v, venue: { ...v.venue!, ...patch } }));
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !Object.keys(patch).some((p) => k === `venue.${p}`))));
  };
  const message = (path: string) => (shown[path] ? translate(shown[path].message, shown[path].args) : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length) return;
    setBusy(true);
    setProblem(null);
    setServerErrors({});
    try {
      await apiCall(franchisee ? 'v1/auth/register/franchisee' : 'v1/auth/register', 'post', {
        auth: false, body: registrationBody(values, { language: locale, customerGroup }),
      });
      navigate('/register/success', { state: { franchisee, brand: !franchisee && !!customerGroup } });
    } catch (error) {
      const { status, body } = error as { status?: number; body?: ApiErrorBody };
      const fields = serverRegistrationErrors(body?.fieldErrors, fieldErrorMessage);
      if (status === 429) setProblem('rateLimited');
      else if (status === 422 && Object.keys(fields).length) setServerErrors(fields);
      else setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  const text = (path: string, label: string, value: string, onChange: (v: string) => void, props: Record<string, unknown> = {}): ReactNode => (
    <TextField
      name={path}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!shown[path]}
      helperText={message(path) ?? ' '}
      fullWidth
      {...props}
    />
  );
  const venue = values.venue;

  return (
    <PublicPage title={translate(franchisee ? 'app.register.venueTitle' : 'app.register.title')} width={franchisee ? 560 : 440}>
      <Typography color="text.secondary">
        {translate(franchisee ? 'app.register.venueHint' : 'app.register.hint')}
      </Typography>
      {customerGroup && !franchisee && (
        <Alert severity="info" data-testid="register-group">{translate('app.register.groupHint', { group: customerGroup })}</Alert>
      )}
      {problem && (
        <Alert severity="error" data-testid="register-problem">{translate(`app.register.${problem}`)}</Alert>
      )}
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        {franchisee && <Typography variant="subtitle1" component="h2">{translate('app.register.personSection')}</Typography>}
        {text('name', translate('app.register.name'), values.name, (name) => set({ name }), { required: true, autoFocus: true, autoComplete: 'name' })}
        {text('email', translate('resources.user.fields.email'), values.email, (email) => set({ email }), { required: true, type: 'email', autoComplete: 'email' })}
        {text('password', translate('ra.auth.password'), values.password, (password) => set({ password }), {
          required: true, type: 'password', autoComplete: 'new-password',
          helperText: message('password') ?? translate('app.resetPassword.rule'),
        })}
        {text('repeat', translate('app.register.repeat'), values.repeat, (repeat) => set({ repeat }), { required: true, type: 'password', autoComplete: 'new-password' })}

        {venue && (
          <>
            <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>{translate('app.register.venueSection')}</Typography>
            {text('venue.name', translate('app.register.venueName'), venue.name, (name) => setVenue({ name }), { required: true, autoComplete: 'organization' })}
            {text('venue.legalForm', translate('resources.venue.fields.legalForm'), venue.legalForm, (legalForm) => setVenue({ legalForm }), {
              select: true,
              children: [
                <MenuItem key="" value=""><em>{translate('app.register.none')}</em></MenuItem>,
                ...enums.legalForms.map((f) => <MenuItem key={f} value={f}>{translate(`enums.legalForm.${f}`, { _: f })}</MenuItem>),
              ],
            })}
            <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr', columnGap: 2 }}>
              {text('venue.street', translate('resources.venue.fields.street'), venue.street, (street) => setVenue({ street }), { required: true, autoComplete: 'address-line1' })}
              {text('venue.number', translate('resources.venue.fields.number'), venue.number, (number) => setVenue({ number }), { required: true })}
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 2fr', columnGap: 2 }}>
              {text('venue.postalCode', translate('resources.venue.fields.postalCode'), venue.postalCode, (postalCode) => setVenue({ postalCode }), { required: true, autoComplete: 'postal-code' })}
              {text('venue.city', translate('resources.venue.fields.city'), venue.city, (city) => setVenue({ city }), { required: true, autoComplete: 'address-level2' })}
            </Box>
            {text('venue.country', translate('resources.venue.fields.country'), venue.country, (country) => setVenue({ country }), {
              select: true,
              children: enums.countries.map((c) => <MenuItem key={c} value={c}>{translate(`enums.country.${c}`, { _: c })}</MenuItem>),
            })}
            {text('venue.phone', translate('resources.venue.fields.phone'), venue.phone, (phone) => setVenue({ phone }), { type: 'tel', autoComplete: 'tel', placeholder: '+4912345678901' })}
            {text('venue.vatNumber', translate('resources.venue.fields.vatNumber'), venue.vatNumber, (vatNumber) => setVenue({ vatNumber }), { placeholder: 'DE123456789' })}
          </>
        )}

        <FormControl error={!!shown.privacyAccepted} required>
          <FormControlLabel
            control={<Checkbox name="privacyAccepted" checked={values.privacyAccepted} onChange={(e) => set({ privacyAccepted: e.target.checked })} />}
            label={
              <span>
                {translate('app.register.consent')}{' '}
                (<Link href="/privacy" target="_blank" rel="noopener">{translate('app.register.privacyLink')}</Link>)
              </span>
            }
          />
          {shown.privacyAccepted && <FormHelperText sx={{ mt: 0 }}>{message('privacyAccepted')}</FormHelperText>}
        </FormControl>
        <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : null} sx={{ mt: 1 }}>
          {translate('app.register.submit')}
        </Button>
      </form>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to="/" variant="body2">{translate('app.register.haveAccount')}</Link>
        <Link component={RouterLink} to={franchisee ? '/register' : '/register/venue'} variant="body2">
          {translate(franchisee ? 'app.register.userLink' : 'app.register.venueLink')}
        </Link>
      </Box>
    </PublicPage>
  );
}

export const RegisterVenuePage = () => <RegisterPage franchisee />;
