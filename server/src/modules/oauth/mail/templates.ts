/**
 * The oauth e-mails (activation, invitation, password reset, join request, join result) as text + HTML in the
 * recipient's language with the region's branding (product name, logo, website, copyright).
 */
import type { MailMessage } from '../../../mail/mailer';
import type { MailTranslate } from './translations';

export interface Branding {
  product_name: string;
  website: string;
  copyright: string;
  /** Absolute URL of the region's logo. */
  logoUrl: string;
}

export interface MailContext {
  t: MailTranslate;
  brand: Branding;
  /** 'rtl' for Arabic. */
  dir: 'ltr' | 'rtl';
}

interface Block {
  text: string;
  link?: { label?: string; url: string };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

function compose(ctx: MailContext, to: string, subject: string, blocks: Block[]): MailMessage {
  const { t, brand } = ctx;
  const greeting = t('mail.greeting');
  const signature = t('mail.signature', { product: brand.product_name });
  const textParts = [greeting, ''];
  for (const block of blocks) {
    textParts.push(block.text);
    if (block.link) textParts.push(block.link.label ? `${block.link.label} ${block.link.url}` : block.link.url);
    textParts.push('');
  }
  textParts.push(signature, brand.website, brand.copyright);
  const htmlBlocks = blocks
    .map((b) => {
      const link = b.link
        ? `<p>${b.link.label ? `${escapeHtml(b.link.label)} ` : ''}<a href="${escapeHtml(b.link.url)}">${escapeHtml(b.link.url)}</a></p>`
        : '';
      return `<p>${escapeHtml(b.text)}</p>${link}`;
    })
    .join('');
  const html =
    `<div dir="${ctx.dir}" style="font-family:sans-serif">` +
    `<p><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.product_name)}" width="200" height="64"></p>` +
    `<p>${escapeHtml(greeting)}</p>${htmlBlocks}<p>${escapeHtml(signature)}</p>` +
    `<p><a href="${escapeHtml(brand.website)}">${escapeHtml(brand.website)}</a><br>${escapeHtml(brand.copyright)}</p></div>`;
  return { to, subject, text: textParts.join('\n'), html };
}

const hoursOf = (seconds: number) => Math.round(seconds / 3600);

export function activationMail(ctx: MailContext, to: string, link: string, ttlSeconds: number): MailMessage {
  const product = ctx.brand.product_name;
  return compose(ctx, to, ctx.t('mail.activation.subject', { product }), [
    { text: ctx.t('mail.activation.body', { product }), link: { url: link } },
    { text: ctx.t('mail.expiresIn', { hours: hoursOf(ttlSeconds) }) },
    { text: ctx.t('mail.ignore') },
  ]);
}

export function invitationMail(ctx: MailContext, to: string, p: { inviter: string; company: string; link: string; ttlSeconds: number }): MailMessage {
  const product = ctx.brand.product_name;
  return compose(ctx, to, ctx.t('mail.invitation.subject', { product, company: p.company }), [
    { text: ctx.t('mail.invitation.body', { product, company: p.company, inviter: p.inviter }), link: { url: p.link } },
    { text: ctx.t('mail.expiresIn', { hours: hoursOf(p.ttlSeconds) }) },
  ]);
}

export function resetPasswordMail(ctx: MailContext, to: string, p: { account: string; link: string; ttlSeconds: number }): MailMessage {
  const product = ctx.brand.product_name;
  return compose(ctx, to, ctx.t('mail.reset.subject', { product }), [
    { text: ctx.t('mail.reset.body', { account: p.account }), link: { url: p.link } },
    { text: ctx.t('mail.expiresIn', { hours: hoursOf(p.ttlSeconds) }) },
    { text: ctx.t('mail.ignore') },
  ]);
}

export function joinRequestMail(
  ctx: MailContext,
  to: string,
  p: { email: string; company: string; approveLink: string; rejectLink: string; ttlSeconds: number },
): MailMessage {
  const product = ctx.brand.product_name;
  return compose(ctx, to, ctx.t('mail.joinRequest.subject', { email: p.email, company: p.company }), [
    { text: ctx.t('mail.joinRequest.body', { email: p.email, company: p.company, product }) },
    { text: '', link: { label: ctx.t('mail.joinRequest.approve'), url: p.approveLink } },
    { text: '', link: { label: ctx.t('mail.joinRequest.reject'), url: p.rejectLink } },
    { text: ctx.t('mail.expiresIn', { hours: hoursOf(p.ttlSeconds) }) },
  ]);
}

export function joinResultMail(ctx: MailContext, to: string, p: { approved: boolean; company: string; link: string }): MailMessage {
  const product = ctx.brand.product_name;
  return p.approved
    ? compose(ctx, to, ctx.t('mail.joinResult.approvedSubject', { company: p.company }), [
        { text: ctx.t('mail.joinResult.approvedBody', { company: p.company, product }), link: { url: p.link } },
      ])
    : compose(ctx, to, ctx.t('mail.joinResult.rejectedSubject', { company: p.company }), [
        { text: ctx.t('mail.joinResult.rejectedBody', { company: p.company, product }) },
      ]);
}
