import { Icon, type IconShape } from '@/components/ui/icon';
import { PaymentLogo, paymentMethods, type PaymentMethod } from '@/components/ui/payment-logo';
import './pay-icon.css';

/* Icons only the deposit and withdraw pages draw (the shared set in components/ui has none of these). */
const shapes = {
  bank: (
    <>
      <path d="M3 9.5 12 4l9 5.5" />
      <path d="M5 10v7M9.5 10v7M14.5 10v7M19 10v7M3.5 20h17" />
    </>
  ),
  ewallet: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  card: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="2.5" />
      <path d="M2.5 10h19M6 15h4" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  trash: (
    <>
      <path d="M4 7h16M9.5 7V4.5h5V7" />
      <path d="M6.5 7 7.5 20h9l1-13" />
    </>
  ),
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <circle cx="9" cy="9.5" r="1.8" />
      <path d="m4 18 5.5-5.5 4 4 2.5-2.5L20 18" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8.2 7.5 9.5 4.3-1.3 7.5-5 7.5-9.5V6Z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </>
  ),
} satisfies Record<string, IconShape>;

/** A line icon, or a payment method's own badge (GCash, Maya, InstaPay, cards). */
export type PaymentIconName = keyof typeof shapes | PaymentMethod;

const isMethod = (name: PaymentIconName): name is PaymentMethod =>
  (paymentMethods as readonly string[]).includes(name);

/**
 * Line icons are drawn in the site's icon frame, so they match its own icons in grid, stroke and size.
 * A method's badge fills the tile the icon sits in, and is decorative: its name is written beside it.
 */
export function PaymentIcon({ name, size = 20 }: { name: PaymentIconName; size?: number }) {
  if (isMethod(name))
    return <PaymentLogo method={name} shape="square" height={Math.round(size * 1.8)} decorative />;
  return <Icon className="pay-icon" size={size} name={shapes[name]} />;
}

type ChannelLike = { id: string; name: string; type: keyof typeof channelIcon };

/** A deposit channel's badge when its name or id names a method we draw, else its type's line icon. */
export function channelMark(channel: ChannelLike): PaymentIconName {
  const text = `${channel.id} ${channel.name}`;
  if (/gcash/i.test(text)) return 'gcash';
  if (/maya/i.test(text)) return 'maya';
  if (/instapay/i.test(text)) return 'instapay';
  if (channel.type === 'CARD' && /visa|master/i.test(text)) return 'cards';
  return channelIcon[channel.type];
}

export const channelIcon = { BANK_TRANSFER: 'bank', EWALLET: 'ewallet', CARD: 'card' } as const;
export const bindingIcon = { BANK: 'bank', EWALLET: 'ewallet' } as const;
