/**
 * The public forms' honeypot: a field people never see or fill in, which form-filling robots
 * do. The page names it and the API reads it, so the name is agreed here.
 */
export const HONEYPOT_FIELD = 'website';
