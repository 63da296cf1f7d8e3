import { ORDERING_MESSAGES } from '@kukur/contracts';

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
  deliveryTitle: 'Delivery Details',
  deliveryLead: 'Checkout fills these in for you. You can change them there too.',
  deliverySaved: ORDERING_MESSAGES.deliveryDetailsSaved,
  deliverySaveFailed: 'Failed to save your delivery details',
  saveDelivery: 'Save Delivery Details',
  phoneLabel: 'Phone Number',
  phoneExtra: '10 digits, numbers only',
  cityLabel: 'City',
  colonyLabel: 'Colony / Area',
  colonyPlaceholder: 'e.g. Baneshwor, near the temple',
  phoneFormat: ORDERING_MESSAGES.phoneFormat,
  cityRequired: ORDERING_MESSAGES.cityUnknown,
  colonyRequired: ORDERING_MESSAGES.addressRequired,
} as const;
