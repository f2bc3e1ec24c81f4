import type { HelpSection } from '../../components/HelpPopup';

export { HelpPopup, type HelpSection as TransferHelpSection } from '../../components/HelpPopup';

/** The transfer page's help pop-up sections. */
export const TRANSFER_HELP_SECTIONS: HelpSection[] = [
  { title: 'transfer.help1Title', text: 'transfer.help1Text' },
  { title: 'transfer.help2Title', text: 'transfer.help2Text' },
  { title: 'transfer.help3Title', text: 'transfer.help3Text' },
  { title: 'transfer.help4Title', text: 'transfer.help4Text' },
];
