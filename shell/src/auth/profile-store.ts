/** The profile document users/{uid}: exactly these five fields. */
export interface UserProfile {
  email: string;
  fullName: string;
  role: string;
  phone: string;
  /** ISO timestamp */
  createdAt: string;
}

/** The longest fullName and phone that firestore.rules accept (in characters). */
export const PROFILE_LIMITS = { fullName: 100, phone: 20 };

/** Where profiles live: Firestore in the site, memory in tests. */
export interface ProfileStore {
  /** The profile, or null when the user has none. */
  read(uid: string): Promise<UserProfile | null>;
  create(uid: string, profile: UserProfile): Promise<void>;
}

/** An in-memory ProfileStore that copies on the way in and out, like a document store. */
export function createMemoryProfileStore(initial: Record<string, UserProfile> = {}): ProfileStore {
  const documents = new Map(Object.entries(initial).map(([uid, profile]) => [uid, { ...profile }]));
  return {
    async read(uid) {
      const profile = documents.get(uid);
      return profile ? { ...profile } : null;
    },
    async create(uid, profile) {
      documents.set(uid, { ...profile });
    },
  };
}
