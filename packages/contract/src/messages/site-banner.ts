/** Issue 23: the admin's site banner. Our wording (the spec shows none). */
export const SITE_BANNER_MSG = {
  bannerTextRequired: 'Write the announcement',
  bannerTextTooLong: 'An announcement can be up to 280 characters',
  bannerLinkInvalid: 'A link starts with https://, http:// or / (a page of Sahaj)',
  bannerLinkLabelRequired: 'Give the link a label',
  bannerLinkLabelTooLong: 'A link label can be up to 40 characters',
  bannerAudienceRequired: 'Choose who sees it',
  bannerStartInvalid: 'Choose when it starts',
  bannerEndInvalid: 'Choose when it ends',
  bannerEndBeforeStart: 'It must end after it starts',
  bannerEndInPast: 'It must end in the future',
  bannerNotFound: 'Banner not found',
  bannerSaved: 'Banner saved',
  bannerDeleted: 'Banner deleted',
  bannerDismissed: 'Banner dismissed',
} as const;
