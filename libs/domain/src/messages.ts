import {
  FREE_GOAL_LIMIT,
  MAX_GOALS_PER_SAVE,
  MAX_SELECTED_GOALS,
  PERSONALISATION_AGE_MAX,
  PERSONALISATION_AGE_MIN,
  PASSWORD_MIN_LENGTH,
  SESSION_DURATION_MAX,
  SESSION_DURATION_MIN,
  AGE_MAX,
  SIGN_UP_AGE_MIN,
} from './constants';

/**
 * Every user-facing message of spec §8 and §9, word for word. Components use these constants so that no spec
 * message is typed twice. Messages the spec leaves open (field-level validation) are phrased here once too.
 */
export const MESSAGES = {
  // Auth and profile (§8)
  failedToLoadProfile: 'Failed to load user profile',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  genericError: 'An error occurred',
  welcomeBack: 'Welcome back!',
  accountCreated: 'Account created successfully!',
  passwordsDoNotMatch: 'Passwords do not match',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes, then try again.',
  // GoTrue's hourly e-mail limit counts every account e-mail (per client address locally, per project hosted), not those to one address.
  tooManyEmails:
    'Too many account e-mails (confirmations, password resets, e-mail changes) were sent in the last hour. Please wait an hour, then try again.',

  // Subscription and payment (§8)
  failedToUpdateSubscription: 'Failed to update subscription',
  paymentFailed: 'Payment failed',
  paymentFailedTryAgain: 'Payment failed. Please try again.',

  // Games (§8, §4)
  failedToSaveGameResult: 'Failed to save game result',
  failedToStartGame: 'The game could not be started. Check your connection and try again.',
  achievementUnlocked: 'Achievement Unlocked!',
  achievementUnlockedDismiss: 'Awesome!',

  // Goal wizard and goals (§5, §8)
  fillAllRequiredFields: 'Please fill in all required fields to create your account',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordMinimumHint: `Minimum ${PASSWORD_MIN_LENGTH} characters`,
  passwordOnlySpaces: 'A password needs letters, numbers or symbols, not only spaces.',
  freeGoalLimit: `Free accounts are limited to ${FREE_GOAL_LIMIT} goals. Please upgrade or remove some goals.`,
  failedToSaveGoals: 'Failed to save goals. Please try again.',
  tooManyGoalsInOneSave: `At most ${MAX_GOALS_PER_SAVE} goals can be saved at once. Save the others afterwards.`,
  failedToCreateAccount: 'Failed to create account. Please try again.',
  goalsSaved: 'Goals saved successfully!',
  accountCreatedAndGoalsSaved: 'Account created and goals saved successfully!',
  missingInformation: 'Missing Information',

  // Notifications (§8)
  notificationPreferencesUpdated: 'Notification preferences updated successfully!',

  // Waitlist (§8)
  invalidEmail: 'Please enter a valid email address.',
  waitlistError: 'Something went wrong. Please try again later.',
  waitlistJoined: "Thanks for joining our waitlist! We'll keep you updated.",
  waitlistJoinedWithoutBackend: "Thanks for your interest! We'll keep you updated.",

  // Upgrade prompt (§9)
  upgradeAtFreeLimit: `You've reached the limit of ${FREE_GOAL_LIMIT} goals on the free plan. Upgrade to create unlimited goals!`,
  upgradeAfterFirstGoal: 'Great start! Upgrade to Pro for unlimited goals and advanced analytics.',
  upgradeDefault: 'Unlock your full potential with Pro features!',
  goalLimitMakeRoom: 'Completing or removing a goal also makes room for a new one.',

  // Field-level validation the spec requires but does not word.
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  signUpAgeRange: `Please enter an age between ${SIGN_UP_AGE_MIN} and ${AGE_MAX}`,
  parentEmailRequired: 'Parent/guardian email is required',
  personalisationAgeRange: `Please enter an age between ${PERSONALISATION_AGE_MIN} and ${PERSONALISATION_AGE_MAX}`,
  sessionDurationRange: `Session duration must be between ${SESSION_DURATION_MIN} and ${SESSION_DURATION_MAX} minutes`,
  sessionDateRequired: 'Choose a day for this session',
  sessionStartTimeRequired: 'Choose a start time',
  sessionInPast: 'Pick today or a later day for this session.',
  goalTitleRequired: 'Give your goal a title',
  goalTargetDateRequired: 'Choose a target date',
  goalTargetDateInPast: 'Pick today or a later day as the target date.',
  customGoalIncomplete: 'Add a title and a description for your custom goal',
  maxGoalsSelected: `You can choose up to ${MAX_SELECTED_GOALS} goals`,
  chooseAnOption: 'Choose an option before submitting',
  notificationsDisabled: 'Notifications are disabled. Turn them on to choose how and when we remind you.',
  reminderDaysRequired: 'Pick at least one day for your reminders.',
  reminderTimeInvalid: 'Enter a time of day, for example 17:30.',
  invalidNotificationSchedule:
    'These reminder settings could not be saved. Check the time and the days, then save again.',

  // Data and feature messages the spec does not word (issue 22: every user-facing message lives here).
  signOutFailed: 'Sign out failed',
  signedOutEverywhere: 'You are signed out on every device.',
  signOutEverywhereFailed: 'Could not sign out everywhere. Please try again.',
  sessionRestoreFailed: 'Could not restore the session',
  failedToSaveNotificationPreferences: 'Failed to save notification preferences',
  failedToSaveGoalsShort: 'Failed to save goals',
  failedToSaveTrainingSessions: 'Failed to save training sessions',
  failedToSaveCheckIn: 'Failed to save the check-in',
  failedToLoadGameStats: 'Failed to load game stats',
  failedToJoinWaitlist: 'Failed to join the waitlist',
  supportMessageFailed: 'Your message could not be sent. Please try again.',
  templateDeleted: 'Template deleted.',
  templateSavedFromGoal: 'Saved as a template. The goal wizard offers it next time you add goals.',
  templateDeleteFailed: 'Could not delete the template.',
  templateSaveFailed: 'Could not save the template. Please try again.',
  exportFailed: 'The export failed. Please try again.',
  somethingWentWrongTryAgain: 'Something went wrong. Please try again.',
  connectionLost: "We couldn't reach DreamPitch. Check your connection, then try again.",
  checkInRecorded: 'Check-in recorded!',
  goalUpdated: 'Goal updated.',
  sessionUpdated: 'Session updated.',
  sessionAdded: 'Session added.',
  sessionRemoved: 'Session removed.',
  routineSaved: 'Routine saved.',
  routineDeleted: 'Routine deleted.',
  exerciseLogFailed: 'Could not log the exercise. Please try again.',
  quickTrackSaved: 'Check-in saved! Keep it up!',
  failedToLoadPlan: 'Failed to load your plan',
  failedToLoadReceipts: 'Failed to load your receipts',
  verificationEmailFailed: 'Could not send the e-mail. Please try again.',
  verificationLinkFailed: 'This link could not be used.',
  quickTrackSaveFailed: 'Could not save your check-in. Please try again.',
  // Kept on this device (issue 17 item 2, issue 19 item 5): never lost, synced later.
  keptUntilParentSaysYes:
    'Saved on this device. It moves to your account once your parent or guardian says yes in the e-mail we sent them: ask them to check their inbox.',
  keptUntilOnline:
    "You're offline, so this is saved on this device. It syncs by itself when you're back online.",
  syncedWhenOnline: "You're back online: what you saved on this device is now in your account.",
  offlineGameFromTicket:
    "You're offline. Play on: your result is saved on this device and sent when you're back online.",
  offlineNeedsConnection:
    "You're offline, and this device has no game saved for offline play. Connect to the internet, then try again.",

  // Account lifecycle (issue 17)
  passwordResetSent:
    'If an account uses this e-mail address, we sent it a link to choose a new password. Check your inbox and spam folder.',
  passwordChanged: 'Your password was changed.',
  passwordChangeFailed: 'Could not change your password. Please try again.',
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'Your current password is not right. Nothing was changed.',
  samePassword: 'Choose a new password that differs from your current one.',
  emailLinkInvalid: 'This link was already used or has expired. Ask for a new one.',
  emailJustSent: 'We just sent you an e-mail. Please wait a minute before asking for another.',
  emailTaken: 'Another account already uses this e-mail address.',
  emailUnchanged: 'This is already your e-mail address.',
  profileSaved: 'Your details were saved.',
  profileSaveFailed: 'Could not save your details. Please try again.',
  confirmationResent: 'We sent the confirmation e-mail again. Check your inbox and spam folder.',
  emailConfirmed: 'Your e-mail address is confirmed.',
  emailChanged: 'Your new e-mail address is confirmed: use it to sign in from now on.',
  dataDownloaded: 'Your data was downloaded.',
  confirmEmailToFinish: 'Confirm your e-mail address to finish creating your account.',
  accountDeleted: 'Your account and everything about it were deleted.',
  accountDeleteFailed: 'Could not delete your account. Please try again.',
  // Drill library and session plans (issue 33): an empty search says which filter to loosen.
  drillsLoosenWords: 'No drill has all of those words. Try fewer or different words.',
  drillsLoosenMinutes: 'No drill fits in that time. Try allowing more minutes.',
  drillsLoosenEquipment: 'No drill needs only that equipment. Try adding a ball, cones, a wall or a partner.',
  drillsLoosenSpace: 'No drill fits that space. Try a bigger space, like a garden or a pitch.',
  drillsLoosenLevel: 'No drill at that level matches. Try another level.',
  drillsLoosenPillar: 'No drill in that pillar matches. Try all pillars.',
  drillsLoosenAgeGroup: 'No drill for that age group matches. Try all age groups.',
  drillsClearFilters: 'No drill matches these filters. Clear the filters to see every drill.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * Shown when no more goals can be chosen in the wizard (every place is taken): the spec's 3, or what the free plan
 * still allows.
 */
export function maxGoalsChosenMessage(max: number): string {
  if (max >= MAX_SELECTED_GOALS) return MESSAGES.maxGoalsSelected;
  if (max === 0) return `Free accounts keep up to ${FREE_GOAL_LIMIT} active goals, and yours are all in use.`;
  return `That is as many as the free plan allows now. Pro and Parent plans have no limit.`;
}

/** Toast after a finished game (§4): "Game complete! You scored X/Y points!" */
export function gameCompleteMessage(score: number, maxScore: number): string {
  return `Game complete! You scored ${score}/${maxScore} points!`;
}

/** Home page button after a playing style is picked (§1). */
export function trainToPlayLikeLabel(name: string): string {
  return `Train to play like ${name}`;
}

/** Thrown by hooks used outside their provider (§8). */
export function outsideProviderMessage(hookName: string, providerName: string): string {
  return `${hookName} must be used within ${providerName}`;
}

/** Labels and short copy the spec fixes word for word (§1, §2, §4). */
export const LABELS = {
  tagline: 'Train Your Dream. Own the Pitch.',
  onThisDevice: 'On this device',
  enterBeta: 'Enter Beta',
  joinWaitlist: 'Join Waitlist',
  joiningWaitlist: 'Joining...',
  startTracking: 'Start Tracking Your Progress',
  exploreFeatures: 'Explore Features',
  chooseYourPlayingStyle: 'Choose Your Playing Style',
  personaliseFromProfile:
    'We filled in your age and skill level from your profile. Change anything that is different.',
  tryGoalTrackerFree: 'Try Goal Tracker Free',
  switchToSignUp: "Don't have an account? Sign up",
  switchToSignIn: 'Already have an account? Sign in',
  signingIn: 'Signing In...',
  signInUsernameHint: 'Child account made by a parent? Enter the username here.',
  creatingAccount: 'Creating Account...',
  yourTrainingStyle: 'Your Training Style',
  backToSelection: 'Back to Selection',
  createMyGoals: 'Create My Goals',
  skipAndExplore: 'Skip and explore all training options',
  saveGoals: 'Save Goals',
  createAccountAndSaveGoals: 'Create Account & Save Goals',
  submitAnswer: 'Submit Answer',
  nextScenario: 'Next Scenario',
  finishGame: 'Finish Game',
  comingSoon: 'Coming Soon',
  mostPopular: 'Most Popular',
  currentPlan: 'Current Plan',
  current: 'Current',
  downgrade: 'Downgrade',
  upgradeNow: 'Upgrade Now',
  askAParent: 'Ask a parent',
  startFree: 'Start Free',
  forgotPassword: 'Forgot password?',
  resetYourPassword: 'Reset your password',
  sendResetLink: 'Send Reset Link',
  sending: 'Sending...',
  backToSignIn: 'Back to sign in',
  chooseNewPassword: 'Choose a new password',
  saveNewPassword: 'Save New Password',
  saving: 'Saving...',
  confirmYourEmail: 'Confirm your e-mail address',
  checkYourInbox: 'Check your inbox',
  resendEmail: 'Send the e-mail again',
} as const;

/** The wizard's step 3 button: a signed-in user saves, a visitor creates an account first (spec §2). */
export function wizardSaveLabel(isLoggedIn: boolean): string {
  return isLoggedIn ? LABELS.saveGoals : LABELS.createAccountAndSaveGoals;
}

/** Toast after the wizard saved goals (spec §8). */
/** What a save that waits on this device says: until the parent says yes, or until back online. */
export function keptOnDeviceMessage(reason: 'consent_pending' | 'offline'): string {
  return reason === 'consent_pending' ? MESSAGES.keptUntilParentSaysYes : MESSAGES.keptUntilOnline;
}

export function goalsSavedMessage(createdAccount: boolean): string {
  return createdAccount ? MESSAGES.accountCreatedAndGoalsSaved : MESSAGES.goalsSaved;
}

/** Fallback toast when the wizard's save fails without a message of its own (spec §8). */
export function goalsSaveFailedMessage(creatingAccount: boolean): string {
  return creatingAccount ? MESSAGES.failedToCreateAccount : MESSAGES.failedToSaveGoals;
}

/** Waitlist success; the wording differs when no backend is configured (spec §8). */
export function waitlistJoinedMessage(backendConfigured: boolean): string {
  return backendConfigured ? MESSAGES.waitlistJoined : MESSAGES.waitlistJoinedWithoutBackend;
}
