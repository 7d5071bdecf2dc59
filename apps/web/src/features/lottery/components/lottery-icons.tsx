import { Icon } from '@/components/ui/icon';

/* The lottery's own icons, in the site's icon frame; drawn here so they stay in the lottery's chunk. */

export function ClockIcon({ size = 16 }: { size?: number }) {
  return (
    <Icon
      size={size}
      name={
        <>
          <circle cx="12" cy="12" r="8.5" />
          <path d="M12 7.5V12l3 2" />
        </>
      }
    />
  );
}

export function ShieldIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon
      size={size}
      name={
        <>
          <path d="M12 3.5 19 6v5.5c0 4.3-3 7.7-7 9-4-1.3-7-4.7-7-9V6Z" />
          <path d="m9 12 2.2 2.2L15.5 10" />
        </>
      }
    />
  );
}

export function TicketIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon
      size={size}
      name={
        <>
          <path d="M4 7.5h16v3a2 2 0 0 0 0 3v3H4v-3a2 2 0 0 0 0-3Z" />
          <path d="M14 7.5v9" strokeDasharray="1.5 2" />
        </>
      }
    />
  );
}

export function CheckIcon({ size = 18 }: { size?: number }) {
  return <Icon size={size} name={<path d="m5.5 12.5 4 4 9-9.5" />} />;
}

export function CrossIcon({ size = 18 }: { size?: number }) {
  return <Icon size={size} name={<path d="m7 7 10 10M17 7 7 17" />} />;
}
