/**
 * Where offers come from: a {@link org.valen.runtime.offers.PlanSource} answers "which plans for
 * this template on this core type with at most c cores", from the execution model ({@link
 * org.valen.runtime.offers.ModelPlans}) or the design-time profiles ({@link
 * org.valen.runtime.offers.ProfilePlans}); {@link org.valen.runtime.offers.RunPlans} picks the
 * profiles where a run has them.
 */
package org.valen.runtime.offers;
