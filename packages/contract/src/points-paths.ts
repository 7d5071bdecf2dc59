/* The points relays' paths apart from their schemas: accounts.ts lists the sealed ones without loading zod. */
export const pointPaths = {
  /** The member's points (GET or POST). */
  balance: '/wps/relay/MCS2_getPointBalance',
  /** The rates per game type, the conversion, the minimums and the rules text (GET or POST). */
  config: '/wps/relay/MCS2_getPointConfig',
  /** The catalogue (GET or POST). */
  rewards: '/wps/relay/MCS2_getPointReward',
  /** Sealed ('enc'), with the payment password: `{rewardId, quantity, paymentPassword, requestId}`. */
  redeem: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  /** The member's redemptions, newest first, paged (GET or POST). */
  redemptions: '/wps/relay/MCS2_getRedeemPointList',
  /** Points details: every movement of the member's points, newest first, paged (GET or POST). */
  details: '/wps/relay/ODSFE2_MemTransDet',
  /** Sealed ('enc'), with the payment password: `{points, paymentPassword, requestId}`. */
  convert: '/wps/relay/passwordCheck/MCS2_convertPoint',
} as const;
