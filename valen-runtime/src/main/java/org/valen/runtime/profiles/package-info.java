/**
 * Loading design-time profiles for the runtime: {@link org.valen.runtime.profiles.ProfileBook}
 * reads one profile file per template, keeps the profile of every core type of the platform that
 * runs the template, and refuses missing, stale or mismatched ones with a clear message; {@link
 * org.valen.runtime.profiles.TemplateProfile} (one template on one core type) answers "which entry
 * for c cores".
 */
package org.valen.runtime.profiles;
