import { password as passwordRule } from '../../core/validators';

/** Field messages of the form: the core password rule, and both entries equal. */
export function resetPasswordErrors(password: string, repeat: string): { password?: string; repeat?: string } {
  const out: { password?: string; repeat?: string } = {};
  if (!password) out.password = 'ra.validation.required';
  else {
    const rule = passwordRule(password);
    if (rule) out.password = rule;
  }
  if (!repeat) out.repeat = 'ra.validation.required';
  else if (repeat !== password) out.repeat = 'app.resetPassword.mismatch';
  return out;
}
