/** Six digits, the payment password's rule (withdrawals and the points mall's sealed calls share it). */
export const pinPattern = /^\d{6}$/;
