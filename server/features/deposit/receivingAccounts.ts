import type { CryptoProtocol } from '../../../machines/rules/deposit';
import { checkCryptoAddress } from '../../../machines/rules/payout';

/**
 * Where offline deposits go: the operator's bank account and USDT addresses. Configured by DEPOSIT_BANK_NAME,
 * DEPOSIT_BANK_ACCOUNT_NAME, DEPOSIT_BANK_ACCOUNT_NO, DEPOSIT_BANK_BRANCH, DEPOSIT_USDT_TRC20_ADDRESS and
 * DEPOSIT_USDT_ERC20_ADDRESS; sandbox mode seeds made-up ones where none is set. An unset account's
 * method cannot take orders (a readable refusal, nothing created). A configured address that is not a
 * real address of its network (its checksum fails) stops the start: members would pay into nothing.
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
  // Real addresses by their checksums, of an account nobody holds the key to: its 20 bytes are the first
  // 20 of SHA-256("golden-arena sandbox receiving address").
  usdt: { TRC20: 'TAfwDQ2kTQGr1ZMjZQBouU41dPbcw586Uw', ERC20: '0x07B3e03A7423441f7a74a6Bb9a3C3f2317D2239A' },
};

function checkedAddress(name: string, address: string | null, protocol: CryptoProtocol): string | null {
  if (address !== null && checkCryptoAddress(address, protocol) !== null) throw new Error(`${name} is not a valid ${protocol} address (its checksum does not hold): ${address}`);
  return address;
}

export function receivingAccounts(sandbox: boolean, env: Record<string, string | undefined>): ReceivingAccounts {
  const read = (name: string) => env[name]?.trim() || null;
  const bankName = read('DEPOSIT_BANK_NAME');
  const accountName = read('DEPOSIT_BANK_ACCOUNT_NAME');
  const accountNo = read('DEPOSIT_BANK_ACCOUNT_NO');
  const configured: ReceivingAccounts = {
    bank: bankName && accountName && accountNo ? { bankName, accountName, accountNo, branch: read('DEPOSIT_BANK_BRANCH') ?? '' } : null,
    usdt: {
      TRC20: checkedAddress('DEPOSIT_USDT_TRC20_ADDRESS', read('DEPOSIT_USDT_TRC20_ADDRESS'), 'TRC20'),
      ERC20: checkedAddress('DEPOSIT_USDT_ERC20_ADDRESS', read('DEPOSIT_USDT_ERC20_ADDRESS'), 'ERC20'),
    },
  };
  if (!sandbox) return configured;
  return {
    bank: configured.bank ?? SANDBOX_ACCOUNTS.bank,
    usdt: { TRC20: configured.usdt.TRC20 ?? SANDBOX_ACCOUNTS.usdt.TRC20, ERC20: configured.usdt.ERC20 ?? SANDBOX_ACCOUNTS.usdt.ERC20 },
  };
}
