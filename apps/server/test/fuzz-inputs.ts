import type { $ZodType } from 'zod/v4/core';
import * as accounts from '@lobby/contract/accounts';
import * as agentTeam from '@lobby/contract/agent-team-requests';
import { agentTeamPaths } from '@lobby/contract/agent-team';
import * as bets from '@lobby/contract/bets-requests';
import { betPaths } from '@lobby/contract/bets';
import * as bgs from '@lobby/contract/bgs';
import * as content from '@lobby/contract/content';
import * as gameLaunch from '@lobby/contract/game-launch';
import { roomListQuerySchema } from '@lobby/contract/game-rooms';
import * as games from '@lobby/contract/games';
import * as favourites from '@lobby/contract/favourites';
import { modelListQuerySchema, launchChatRequestSchema } from '@lobby/contract/live-chat-requests';
import { chatHistoryRequestSchema } from '@lobby/contract/live-chat-room';
import { liveChatPaths } from '@lobby/contract/live-chat';
import * as lottery from '@lobby/contract/lottery';
import { lotteryMenusQuerySchema } from '@lobby/contract/lottery-menus';
import * as payments from '@lobby/contract/payments';
import { pointPaths } from '@lobby/contract/points';
import * as points from '@lobby/contract/points-requests';
import * as provider from '@lobby/contract/provider';
import { outboxQuerySchema, sandboxPaths } from '@lobby/contract/sandbox';
import * as seamless from '@lobby/contract/seamless';
import { helpCenterQuerySchema, systemPaths } from '@lobby/contract/system';
import { vendorGameTypesQuerySchema } from '@lobby/contract/vendor-game-types';
import * as wallet from '@lobby/contract/wallet-requests';
import { walletPaths } from '@lobby/contract/wallet';
import { winnerBoardQuerySchema } from '@lobby/contract/winner-board';

const { accountPaths } = accounts;
const { paymentPaths } = payments;
const { lotteryPaths } = lottery;
const { bgsPaths } = bgs;
const { seamlessPaths } = seamless;

/**
 * The contract's request schema of each path (its query for GET, its body otherwise; a relay takes
 * the same fields either way). A path without one takes no input: it is fuzzed with junk all the same.
 */
export const requestSchemas: Record<string, $ZodType> = {
  [systemPaths.helpCenter]: helpCenterQuerySchema,
  [content.contentPaths.banners]: content.bannersQuerySchema,
  [content.contentPaths.announcements]: content.announcementsQuerySchema,
  [content.contentPaths.promotions]: content.promotionsQuerySchema,
  [games.gamesPaths.newGameVendor]: games.newGameVendorQuerySchema,
  [games.gamesPaths.gameList]: games.gameListQuerySchema,
  [games.gamesPaths.hotGames]: games.hotGamesQuerySchema,
  [games.vassGameTypePath]: vendorGameTypesQuerySchema,
  [games.roomListPath]: roomListQuerySchema,
  [games.lotteryMenusPath]: lotteryMenusQuerySchema,
  [games.winnerBoardPath]: winnerBoardQuerySchema,
  [sandboxPaths.outbox]: outboxQuerySchema,

  [accountPaths.login]: accounts.loginRequestSchema,
  [accountPaths.secondFactor]: accounts.secondFactorRequestSchema,
  [accountPaths.secondFactorSend]: accounts.secondFactorSendRequestSchema,
  [accountPaths.totpEnrolment]: accounts.totpConfirmRequestSchema,
  [accountPaths.freePlay]: accounts.freePlayRequestSchema,
  [accountPaths.smsLoginCode]: accounts.smsLoginCodeRequestSchema,
  [accountPaths.smsRegisterCode]: accounts.smsRegisterCodeRequestSchema,
  [accountPaths.register]: accounts.registerRequestSchema,
  [accountPaths.registerByMobile]: accounts.registerRequestSchema,
  [accountPaths.affiliate]: accounts.affiliateQuerySchema,
  [accountPaths.changePassword]: accounts.changePasswordRequestSchema,
  [accountPaths.contactCode]: accounts.bindContactCodeRequestSchema,
  [accountPaths.contact]: accounts.bindContactRequestSchema,
  [accountPaths.forgotPasswordByEmail]: accounts.forgotPasswordByEmailRequestSchema,
  [accountPaths.resetPasswordByLink]: accounts.resetPasswordByLinkRequestSchema,
  [accountPaths.resetPasswordByMobile]: accounts.resetPasswordByMobileRequestSchema,
  [accountPaths.loginTicket]: accounts.loginTicketRequestSchema,

  [walletPaths.walletTransfer]: wallet.walletTransferRequestSchema,
  [walletPaths.transferUpline]: wallet.transferUplineRequestSchema,
  [walletPaths.transferDownline]: wallet.transferDownlineRequestSchema,
  [walletPaths.transactionHistory]: wallet.transactionHistoryQuerySchema,
  [betPaths.history]: bets.betHistoryQuerySchema,
  [betPaths.profit]: bets.profitQuerySchema,
  [agentTeamPaths.downline]: agentTeam.downlineQuerySchema,
  [agentTeamPaths.bets]: agentTeam.teamBetQuerySchema,
  [agentTeamPaths.profit]: agentTeam.teamProfitQuerySchema,
  [agentTeamPaths.transactions]: agentTeam.teamTransactionQuerySchema,
  [agentTeamPaths.accounts]: agentTeam.createDownlineAccountRequestSchema,

  [seamlessPaths.authenticate]: seamless.authenticateRequestSchema,
  [seamlessPaths.balance]: seamless.balanceRequestSchema,
  [seamlessPaths.bet]: seamless.betRequestSchema,
  [seamlessPaths.win]: seamless.winRequestSchema,
  [seamlessPaths.rollback]: seamless.rollbackRequestSchema,
  [provider.providerPaths.state]: provider.providerTokenRequestSchema,
  [provider.providerPaths.spin]: provider.spinRequestSchema,
  [provider.providerPaths.rounds]: provider.providerTokenRequestSchema,
  [bgsPaths.state]: bgs.bgsTokenRequestSchema,
  [bgsPaths.slotSpin]: bgs.slotSpinRequestSchema,
  [bgsPaths.diceRoll]: bgs.diceRollRequestSchema,
  [bgsPaths.minesStart]: bgs.minesStartRequestSchema,
  [bgsPaths.minesReveal]: bgs.minesRevealRequestSchema,
  [bgsPaths.minesCashout]: bgs.bgsTokenRequestSchema,
  [bgsPaths.clientSeed]: bgs.clientSeedRequestSchema,
  [bgsPaths.rotateSeeds]: bgs.rotateSeedsRequestSchema,
  [bgsPaths.rounds]: bgs.bgsRoundsRequestSchema,
  [bgsPaths.verify]: bgs.verifyRequestSchema,
  [bgsPaths.verifyRound]: bgs.verifyRoundRequestSchema,

  [gameLaunch.gameLaunchPaths.launchFB]: gameLaunch.gameLaunchRequestSchema,
  [gameLaunch.gameLaunchPaths.launchGame]: gameLaunch.gameLaunchRequestSchema,
  [gameLaunch.gameLaunchPaths.recentGame]: gameLaunch.recentGameQuerySchema,
  [games.favouritesPaths.list]: favourites.favouriteListQuerySchema,
  [games.favouritesPaths.add]: favourites.addFavouriteRequestSchema,
  [games.favouritesPaths.remove]: favourites.removeFavouriteRequestSchema,

  [lotteryPaths.vnGameMenu]: lottery.vnGameMenuQuerySchema,
  [lotteryPaths.vnRecentGames]: lottery.vnRecentGamesQuerySchema,
  [lotteryPaths.openedNumeros]: lottery.openedNumerosQuerySchema,
  [lotteryPaths.openNumero]: lottery.openNumeroQuerySchema,
  [lotteryPaths.gameDetail]: lottery.gameDetailQuerySchema,
  [lotteryPaths.placeBets]: lottery.placeBetsRequestSchema,
  [lotteryPaths.myBets]: lottery.myBetsQuerySchema,
  [lotteryPaths.launch]: lottery.lotteryLaunchRequestSchema,

  [paymentPaths.deposit]: payments.createDepositRequestSchema,
  [paymentPaths.depositOrder]: payments.depositOrderQuerySchema,
  [paymentPaths.depositHistory]: payments.historyQuerySchema,
  [paymentPaths.depositLimits]: payments.depositLimitsRequestSchema,
  [paymentPaths.sandboxCallback]: payments.gatewayCallbackSchema,
  [paymentPaths.bindings]: payments.addBindingRequestSchema,
  [paymentPaths.paymentPassword]: payments.paymentPasswordRequestSchema,
  [paymentPaths.withdraw]: payments.withdrawRequestSchema,
  [paymentPaths.withdrawHistory]: payments.historyQuerySchema,
  [paymentPaths.withdrawConfirm]: payments.withdrawConfirmRequestSchema,

  [pointPaths.config]: points.pointLanguageRequestSchema,
  [pointPaths.rewards]: points.pointLanguageRequestSchema,
  [pointPaths.redeem]: points.redeemPointRequestSchema,
  [pointPaths.redemptions]: points.redemptionListRequestSchema,
  [pointPaths.details]: points.pointDetailsRequestSchema,
  [pointPaths.convert]: points.convertPointRequestSchema,

  [liveChatPaths.modelList]: modelListQuerySchema,
  [liveChatPaths.launchChat]: launchChatRequestSchema,
  [liveChatPaths.history]: chatHistoryRequestSchema,
};
