import type { AnyStateMachine } from 'xstate';
import { sessionMachine } from './session';
import { loginFormMachine } from './loginForm';
import { registerFormMachine } from './registerForm';
import { languageMachine } from './language';
import { toastMachine } from './toast';
import { bannerMachine } from './banner';
import { tickerMachine } from './ticker';
import { ageNoticeMachine } from './ageNotice';
import { transferFreeModeMachine } from './transferFreeMode';
import { transferMachine } from './transfer';
import { gameLaunchMachine } from './gameLaunch';
import { listMachine } from './list';
import { depositMachine } from './deposit';
import { gameLobbyMachine } from './gameLobby';
import { avatarMachine } from './avatar';
import { forgotPasswordMachine } from './forgotPassword';
import { securityFormMachine } from './securityForm';
import { baccaratTableMachine } from './baccaratTable';
import { kenoDrawMachine } from './kenoDraw';
import { withdrawalMachine } from './withdrawal';
import { payoutFormMachine } from './payoutForm';
import { messagesMachine } from './messages';
import { feedbackFormMachine } from './feedbackForm';
import { vipMachine } from './vip';
import { liveStreamMachine } from './liveStream';
import { welfareItemMachine } from './welfareItem';
import { accountDeletionMachine } from './accountDeletion';
import { agentJoinMachine } from './agentJoin';
import { activityApplyMachine } from './activityApply';

/**
 * Every flow of the site. Diagrams, generated tests, coverage and the
 * inspector all read this list: registering a machine here is the only step.
 */
export interface FlowEntry {
  id: string;
  title: string;
  specSection: string;
  summary: string;
  machine: AnyStateMachine;
}

export const FLOWS: FlowEntry[] = [
  {
    id: 'session',
    title: 'Member session',
    specSection: '4 (states and transitions), 8 (401 and 403)',
    summary:
      'Logged in equals a stored token: login and registration store it, load balance and member info and apply the member’s language; logout, a 401 or a window close within 5 ms clear it; a 403 leads to the forbidden page.',
    machine: sessionMachine,
  },
  {
    id: 'loginForm',
    title: 'Login form',
    specSection: '4 (login), 5 (login rules)',
    summary:
      'The header and login-page form: inputs drop non-word characters, nothing is sent until account, password and (when on) the captcha are there; a failure refreshes the captcha, a success clears the form.',
    machine: loginFormMachine,
  },
  {
    id: 'registerForm',
    title: 'Registration',
    specSection: '5 (registration rules)',
    summary:
      'Live rule messages for touched fields, an SMS code with a 60-second resend countdown, and nothing sent until every rule passes and the terms are agreed.',
    machine: registerFormMachine,
  },
  {
    id: 'language',
    title: 'Language selector',
    specSection: '1 (languages), 7 (changeLanguageAndCurrency)',
    summary: 'Any visitor switches the interface language at once; a member’s choice is saved to the account first.',
    machine: languageMachine,
  },
  {
    id: 'toast',
    title: 'Notices',
    specSection: '8 (messages and confirmations)',
    summary: 'Success confirmations and server messages show one at a time for three seconds each.',
    machine: toastMachine,
  },
  {
    id: 'banner',
    title: 'Home banner',
    specSection: '4 (banner), 9 (5-second rotation)',
    summary:
      'Slides advance every 5 seconds and wrap; a dot, previous or next resets the timer; a slide with an activity opens its landing page.',
    machine: bannerMachine,
  },
  {
    id: 'ticker',
    title: 'Announcement ticker',
    specSection: '4 (ticker), 9 (5 px every 120 ms)',
    summary:
      'Text wider than its box scrolls left 5 px every 120 ms over a doubled copy, pausing while hovered; text that fits stays still.',
    machine: tickerMachine,
  },
  {
    id: 'ageNotice',
    title: 'Age notice',
    specSection: '1 (age), 4 (age notice), 9 (24-hour repeat)',
    summary:
      'Shown when no earlier display time is stored and again 24 hours after the stored time; dismissing it stores the time.',
    machine: ageNoticeMachine,
  },
  {
    id: 'transferFreeMode',
    title: 'Transfer-free mode',
    specSection: '3 (record types 5 and 6), 4 (transfer-free mode)',
    summary: 'Off or on, with a switching step each way; a refused switch returns to the mode before it.',
    machine: transferFreeModeMachine,
  },
  {
    id: 'transfer',
    title: 'Transfer between wallets',
    specSection: '2 (transfer), 3 (record types 1 and 2)',
    summary:
      'Choose source and target (one of them the central wallet) and an amount; success refreshes the balances, failure moves nothing; one click recycles every venue.',
    machine: transferMachine,
  },
  {
    id: 'gameLaunch',
    title: 'Opening a venue',
    specSection: '2 (header play buttons), 3 (record types 3 and 4), 6 (guest prompt)',
    summary:
      'A guest is asked to log in; a member’s launch asks for the venue’s address (in transfer-free mode the money moves into the venue on the way), opens it and refreshes the balances; a refused launch opens nothing.',
    machine: gameLaunchMachine,
  },
  {
    id: 'list',
    title: 'A list from the server',
    specSection: '2 (records pages), 9 (30- and 90-day record windows)',
    summary:
      'Loads a page of a list; shows it, says it is empty, or says the load failed and offers a retry. A new filter (tab, language) or date range inside the window reloads from page 1; paging moves within the pages the list has.',
    machine: listMachine,
  },
  {
    id: 'deposit',
    title: 'A deposit order',
    specSection: '2 (deposit steps), 4 (deposit order), 5 (cancel reason, proofs), 9 (30 minutes to pay crypto)',
    summary:
      'Choose a method and an amount within its limits; a bank transfer names the depositor, shows our account and remark code, then takes the proof; crypto shows our address with a 30-minute countdown; online opens the provider’s cashier. An unpaid order can be cancelled with a reason; the wait ends credited, rejected, expired or cancelled.',
    machine: depositMachine,
  },
  {
    id: 'gameLobby',
    title: 'E-game lobby',
    specSection: '2 (/game/egame/{id}, /game/fishing, e-game lobby), 6 (guest prompt), 8 (favourite confirmation)',
    summary:
      'Games of one type by venue, name and tab (all, popular, my collection), a page at a time; typing searches once it pauses, Enter or a popular-search chip at once. A member’s star flips at once and rolls back if the call fails; a guest starring a game or opening the collection is asked to log in.',
    machine: gameLobbyMachine,
  },
  {
    id: 'avatar',
    title: 'Avatar pop-up',
    specSection: '2 (avatar pop-up), 4 (avatar), 5 (avatar upload)',
    summary:
      'Eight presets and one upload: a preset saves its address; a file is checked (jpg, gif, png, jpeg, 15 MB), uploaded and saved as photoUrl; then the pop-up closes and the member info reloads.',
    machine: avatarMachine,
  },
  {
    id: 'forgotPassword',
    title: 'Forgot password',
    specSection: '2 (forgot-password steps), 7 (password recovery)',
    summary:
      'Account name, phone or e-mail, a code with a 60-second resend countdown, the new password; every code send (and resend) carries a solved captcha, a new picture after each; back goes one step back, a refusal keeps the step with its message.',
    machine: forgotPasswordMachine,
  },
  {
    id: 'securityForm',
    title: 'Personal-page dialogs',
    specSection: '3 (personal info), 5 (password, withdrawal password, phone check)',
    summary:
      'Basic info, binding a phone (after the middle-four check) or an e-mail, setting or changing the withdrawal password, changing the login password: rule messages for touched fields, a code with a 60-second resend countdown, nothing sent until every rule passes; a save reloads the member and closes.',
    machine: securityFormMachine,
  },
  {
    id: 'baccaratTable',
    title: 'Baccarat table (in-house venue)',
    specSection: '9 (baccarat: 8 decks, banker 0.95, player 1, tie 8)',
    summary:
      'Choose a chip and place it on player, banker or tie, clear or deal; the server deals and settles in one call, the cards turn face up one by one, the result shows, and the next round starts from an empty table. A refused deal keeps the chips.',
    machine: baccaratTableMachine,
  },
  {
    id: 'kenoDraw',
    title: 'Happy lottery board (in-house venue)',
    specSection: '9 (happy lottery: pick 1-10 of 80, 20 drawn, 810, five elements)',
    summary:
      'Pick up to 10 numbers and any side markets, choose a stake and buy a ticket for the open round; a countdown runs to the draw on the server clock, then the board waits for the draw, shows it and the tickets’ payouts, and opens the next round.',
    machine: kenoDrawMachine,
  },
  {
    id: 'withdrawal',
    title: 'Withdrawing',
    specSection: '2 (withdrawal), 4 (withdrawal), 8 (gate messages), 9 (arrival times, turnover)',
    summary:
      'The gates in the spec’s order — real name, phone, withdrawal password, an order not yet verified, turnover due, the VIP level’s daily count and limit — then the form: an account (crypto after a first paid withdrawal), an amount within balance and limits, venue money brought home first if wanted, a method and the password; a submission is held until the operator pays it out or rejects it.',
    machine: withdrawalMachine,
  },
  {
    id: 'payoutForm',
    title: 'Binding a payout account',
    specSection: '3 (bank card, crypto and e-wallet accounts), 5 (holder name, protocol and account formats)',
    summary:
      'A bank card, USDT address or KOI / EB e-wallet account: each field judged by the shared payout rules as it is typed, an SMS code to the bound phone with a 60-second resend countdown, nothing sent until every rule passes; a refusal stays open beside the field the server names.',
    machine: payoutFormMachine,
  },
  {
    id: 'messages',
    title: 'Message centre',
    specSection: '2 (messages: five tabs), 4 (messages: unread or read; mark read, read all, delete), 9 (badge "99+")',
    summary:
      'Each message unread or read: opening one marks it read, read all clears a tab (or every tab), deleting asks first; each change shows at once and is undone when the server refuses it, and the unread count the header and shell show follows every answer.',
    machine: messagesMachine,
  },
  {
    id: 'feedbackForm',
    title: 'Feedback form',
    specSection: '3 (feedback), 5 (description 20-200 characters; screenshots png, jpg or jpeg up to 15 MB)',
    summary:
      'A problem type, an optional order of the member’s, a description counted as it is typed and up to 3 screenshots uploaded one at a time; nothing is sent until the rules pass, a refusal stays on the form, a success shows the confirmation.',
    machine: feedbackFormMachine,
  },
  {
    id: 'vip',
    title: 'VIP level',
    specSection: '4 (VIP promotion and relegation), 9 (levels 0-10, 90-day retention, one level a day)',
    summary:
      'One business day at a time: a promotion by one level the day after the counted valid turnover reaches the next level, never two in a day; a relegation by one when a 90-day quarter ends short of the keep turnover; a promotion starts a new quarter; 0 is the floor and 10 the ceiling. The server’s daily job and the site’s planner run this machine.',
    machine: vipMachine,
  },
  {
    id: 'liveStream',
    title: 'The live stream',
    specSection: '3 (balance and unread message count as session data); issue 25 (live)',
    summary:
      'A signed-in tab holds one server-sent event stream: each balance and unread event reaches the header at once; a drop reconnects with backoff and the last event id; where the stream cannot open, the tab polls every 60 s while visible and tries the stream again every 5 minutes; a refused session signs out.',
    machine: liveStreamMachine,
  },
  {
    id: 'welfareItem',
    title: 'A welfare item',
    specSection: '4 (weekly red packets: Saturday 01:00 / 13:00 to Wednesday 23:59:59), 9 (gifts 3 days, rebates 30 days, claimed once)',
    summary:
      'A gift, red packet or rebate of the welfare centre, or the next red packet’s opening: it counts down to its opening, can be claimed until it expires, and ends claimed or expired; a claim the server refuses for good (claimed elsewhere, expired) shows its message, one that got no answer can be tried again.',
    machine: welfareItemMachine,
  },
  {
    id: 'accountDeletion',
    title: 'Deleting a payout account',
    specSection: '5 (payout accounts: deleting needs the withdrawal password)',
    summary:
      'Only with a withdrawal password set (else the spec’s message and the way to set it), confirmed with that password: six digits are checked first, a refusal keeps the dialog open with the server’s words, a deletion closes it.',
    machine: accountDeletionMachine,
  },
  {
    id: 'agentJoin',
    title: 'Joining the agent programme',
    specSection: '1 (agent programme, 55 % maximum rebate), 2 (/agent), 5 (agree to the terms first)',
    summary:
      'A member who is not an agent yet ticks that they agree to the programme rules (joining without it asks them to) and joins; the server makes the invitation code once; a refusal keeps the card open with the server’s words, a join shows the code, link and QR code.',
    machine: agentJoinMachine,
  },
  {
    id: 'activityApply',
    title: 'Applying for a promotion',
    specSection: '2 (activity landing page, betting gift), 6 (guest prompt), 7 (applyActivity), 9 (bonus turnover 1x-3x)',
    summary:
      'The member’s standing first: whether they may apply and, if not, why in their words; an application is granted at once or waits for the operator (asked again every 30 s), and a refusal shows its reason; a betting gift’s tier is claimed the same way.',
    machine: activityApplyMachine,
  },
];
