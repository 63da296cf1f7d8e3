/** The texts of the profile screens, verbatim from the spec (services-and-admin section 8). */
export const PROFILE_MESSAGES = {
  noUserId: 'Could not determine user ID for update / deletion',
  noUser: 'User information not available',
  updateFailed: 'Failed to update profile',
  deleteFailed: 'Failed to delete account',
  updatedTitle: 'Profile Updated',
  updated: 'Profile updated successfully',
  deleted: 'Account deleted successfully',
  nameRequired: 'Name is required',
} as const;
