/** The reset mail; English, since users carry no language (the admin's language lives in the browser). */
export function resetMail(name: string, link: string): { subject: string; text: string; html: string } {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const lines = [
    `Hello ${name},`,
    'someone asked to reset the password of your back-office account. Open this link within one hour to choose a new password:',
    link,
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ];
  return {
    subject: 'Reset your password',
    text: lines.join('\n\n') + '\n',
    html: lines.map((l) => (l === link ? `<p><a href="${esc(link)}">${esc(link)}</a></p>` : `<p>${esc(l)}</p>`)).join('\n'),
  };
}
