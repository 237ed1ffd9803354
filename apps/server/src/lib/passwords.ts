import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's parameters (19 MiB, 2 passes); tests use a cheap cost to stay fast. */
export function passwordHasher(fast: boolean) {
  const opts = fast
    ? { memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  return {
    hash: (password: string) => hash(password, opts),
    verify: async (stored: string | null | undefined, password: string) => {
      if (!stored) return false;
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
  };
}
export type PasswordHasher = ReturnType<typeof passwordHasher>;
