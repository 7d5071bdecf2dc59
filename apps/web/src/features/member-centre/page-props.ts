import type { MemberInfo } from '@lobby/contract/accounts';
import type { MemberPageId } from './page-ids';

/**
 * What the member centre hands every page it shows. A page may ignore all of it: a component that
 * takes no props registers just as well (see pages.ts).
 */
export type MemberPageProps = {
  /** Member info of the session (GET /wps/member/info), already loaded. */
  member: MemberInfo;
  /** The avatar's address (GET /wps/member/info/icon), or empty. */
  iconUrl: string;
  /** The brand's time zone (GMT+8 for the demo brand) for dates and times. */
  timeZoneOffsetMinutes: number;
  /** The address of a member centre page (/member?page={id}), for a page that links to another. */
  hrefOf: (page: MemberPageId) => string;
};
