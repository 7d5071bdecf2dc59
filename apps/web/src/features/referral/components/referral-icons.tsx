/* The referral page's own shapes, drawn on the shell's 24-unit grid (components/ui/icon.tsx). */
export const referralShapes = {
  copy: (
    <>
      <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
      <path d="M15.5 8.5V6.5a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2" />
    </>
  ),
  share: (
    <>
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M4.5 19.5 5.7 15.9A8 8 0 1 1 8.3 18.4Z" />
      <path d="M9.3 8.8c.3 2.6 2.5 5 5.4 5.6l1-1.2-1.7-.9-.8.7a4.5 4.5 0 0 1-2.4-2.4l.7-.8-.9-1.7Z" />
    </>
  ),
  friends: (
    <>
      <circle cx="9" cy="8.5" r="3.2" />
      <path d="M3.5 19.5a5.5 5.5 0 0 1 11 0" />
      <path d="M15.5 5.6a3.2 3.2 0 0 1 0 6M17.5 14.2a5.5 5.5 0 0 1 3 5.3" />
    </>
  ),
};
