import {
  IdentityProviderUnavailableError,
  type AccountState,
  type IdentityProvider,
} from "./firebase-identity";
import { setNewest } from "../newest-entries";

/** Whether a session may go on: its account is fine, was ended at the provider, or cannot be checked now. */
export type SessionVerdict = "ok" | "revoked" | "unavailable";

/** While the provider is down, the last answer is trusted this long, so a short outage signs nobody out. */
const STALE_IF_UNAVAILABLE_MS = 10 * 60_000;
/** Accounts remembered at once; the least recently checked go first. */
const MAX_ENTRIES = 50_000;

interface Entry {
  state: AccountState;
  checkedAt: number;
}

/**
 * The identity provider's word on each signed-in account, asked at most once per `maxAgeMs` per
 * account. An account disabled or deleted at the provider, or whose sessions were revoked there, thus
 * loses its shop session within `maxAgeMs`, at the cost of one provider call per active account per
 * interval (not one per request). Concurrent requests of one account share one provider call.
 */
export class AccountStatus {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<AccountState>>();

  constructor(
    private readonly identity: Pick<IdentityProvider, "accountState">,
    private readonly maxAgeMs: number,
  ) {}

  /** The verdict on a session of account `uid` that began at `sessionStart` (the access token's issue time). */
  async verdict(uid: string, sessionStart: Date, now = Date.now()): Promise<SessionVerdict> {
    let entry = this.entries.get(uid);
    if (!entry || now - entry.checkedAt >= this.maxAgeMs) {
      try {
        entry = { state: await this.ask(uid), checkedAt: now };
        this.remember(uid, entry);
      } catch (error) {
        if (!(error instanceof IdentityProviderUnavailableError)) throw error;
        if (!entry || now - entry.checkedAt > STALE_IF_UNAVAILABLE_MS) return "unavailable";
      }
    }
    const { state } = entry;
    if (!state.exists || state.disabled) return "revoked";
    // The provider keeps whole seconds, as token issue times do: a session of that very second stays.
    if (state.tokensValidAfter && sessionStart < state.tokensValidAfter) return "revoked";
    return "ok";
  }

  /** Drops what is known of `uid`, after the shop itself changed the account at the provider. */
  forget(uid: string): void {
    this.entries.delete(uid);
  }

  private ask(uid: string): Promise<AccountState> {
    let pending = this.inFlight.get(uid);
    if (!pending) {
      pending = this.identity.accountState(uid).finally(() => this.inFlight.delete(uid));
      this.inFlight.set(uid, pending);
    }
    return pending;
  }

  private remember(uid: string, entry: Entry): void {
    setNewest(this.entries, uid, entry, MAX_ENTRIES);
  }
}
