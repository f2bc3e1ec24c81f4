import type { HelpSection } from '../../components/HelpPopup';

/** The twelve help links of the withdrawal panel (spec section 2), one pop-up section each. */
export const WITHDRAWAL_HELP_SECTIONS: HelpSection[] = Array.from({ length: 12 }, (_, index) => ({
  title: `withdrawal.help${index + 1}Title`,
  text: `withdrawal.help${index + 1}Text`,
}));
