// The server's password policy (public: the sign-up and reset pages read it signed out).
import { passwordPolicyQuery, type PasswordPolicy } from '../../tab/account/passwords';
import { valueOf } from '../../tab/loadable';
import { useQuery } from '../../tab/react/query';

/** Null until it loaded, or when it could not be: the server stays the judge. */
export function usePasswordPolicy(): PasswordPolicy | null {
  return valueOf(useQuery(passwordPolicyQuery).data);
}
