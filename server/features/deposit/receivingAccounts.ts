import type { CryptoProtocol } from '../../../machines/rules/deposit';

/**
 * Where offline deposits go: the operator's bank account and USDT addresses. Configured by DEPOSIT_BANK_NAME,
 * DEPOSIT_BANK_ACCOUNT_NAME, DEPOSIT_BANK_ACCOUNT_NO, DEPOSIT_BANK_BRANCH, DEPOSIT_USDT_TRC20_ADDRESS and
 * DEPOSIT_USDT_ERC20_ADDRESS; sandbox mode seeds made-up ones where none is set. An unset account's
 * method cannot take orders (a readable refusal, nothing created).
 */
export interface BankAccount {
  bankName: string;
  accountName: string;
  accountNo: string;
  branch: string;
}

export interface ReceivingAccounts {
  bank: BankAccount | null;
  usdt: Record<CryptoProtocol, string | null>;
}

const SANDBOX_ACCOUNTS: ReceivingAccounts = {
  bank: { bankName: 'Harbour Commercial Bank', accountName: 'Golden Arena Services Ltd', accountNo: '6222021001008888123', branch: 'Central Branch' },
  usdt: { TRC20: 'TQ7rNf1sGoldenArenaSandbox9xYz2Kw', ERC20: '0x5a1dB0c0ffee5e11D0a7A1e9a2f8c3D4e5F6a7B8' },
};

export function receivingAccounts(sandbox: boolean, env: Record<string, string | undefined>): ReceivingAccounts {
  const read = (name: string) => env[name]?.trim() || null;
  const bankName = read('DEPOSIT_BANK_NAME');
  const accountName = read('DEPOSIT_BANK_ACCOUNT_NAME');
  const accountNo = read('DEPOSIT_BANK_ACCOUNT_NO');
  const configured: ReceivingAccounts = {
    bank: bankName && accountName && accountNo ? { bankName, accountName, accountNo, branch: read('DEPOSIT_BANK_BRANCH') ?? '' } : null,
    usdt: { TRC20: read('DEPOSIT_USDT_TRC20_ADDRESS'), ERC20: read('DEPOSIT_USDT_ERC20_ADDRESS') },
  };
  if (!sandbox) return configured;
  return {
    bank: configured.bank ?? SANDBOX_ACCOUNTS.bank,
    usdt: { TRC20: configured.usdt.TRC20 ?? SANDBOX_ACCOUNTS.usdt.TRC20, ERC20: configured.usdt.ERC20 ?? SANDBOX_ACCOUNTS.usdt.ERC20 },
  };
}
