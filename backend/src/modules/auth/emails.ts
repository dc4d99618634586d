import type { MailMessage } from '../../mail/mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

const duration = (ms: number) => {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 120) return `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} hours` : `${Math.round(hours / 24)} days`;
};

interface Letter {
  to: string;
  name: string | null;
  subject: string;
  lead: string;
  action: string;
  link: string;
  validFor: number;
  footer: string;
}

/** A short plain-text and HTML message with one button; names are escaped in the HTML. */
const letter = ({
  to,
  name,
  subject,
  lead,
  action,
  link,
  validFor,
  footer,
}: Letter): MailMessage => {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const expiry = `The link works once, for ${duration(validFor)}.`;
  return {
    to,
    subject,
    text: `${greeting}\n\n${lead}\n\n${action}: ${link}\n\n${expiry}\n\n${footer}\n\nLabBridge`,
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(lead)}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
      `<p style="color:#475569;font-size:13px">${escapeHtml(expiry)} If the button does not work, open this address: ${escapeHtml(link)}</p>`,
      `<p style="color:#475569;font-size:13px">${escapeHtml(footer)}</p>`,
    ].join('\n'),
  };
};

type LinkEmail = (to: string, name: string | null, link: string, validFor: number) => MailMessage;

/** An email whose one button is a single-use link; `copy` is what differs between them. */
const linkEmail =
  (copy: Pick<Letter, 'subject' | 'lead' | 'action' | 'footer'>): LinkEmail =>
  (to, name, link, validFor) =>
    letter({ to, name, link, validFor, ...copy });

export const verificationEmail = linkEmail({
  subject: 'Confirm your email address for LabBridge',
  lead: 'Please confirm that this is your email address, so LabBridge can trust it.',
  action: 'Confirm my email address',
  footer: 'If you did not create a LabBridge account, you can ignore this message.',
});

export const passwordResetEmail = linkEmail({
  subject: 'Reset your LabBridge password',
  lead: 'Someone (we hope you) asked to reset the password of your LabBridge account.',
  action: 'Choose a new password',
  footer:
    'If you did not ask for this, ignore this message: your password stays as it is. Setting a new one signs you out everywhere.',
});
