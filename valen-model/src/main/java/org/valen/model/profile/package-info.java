/**
 * Design-time profiles (paper 001, Fig. 4): for a job template and each core budget, the Pareto
 * front of allocations with v/f levels and the minimum response-time × energy point. The profiler
 * writes them; the runtime reads them without needing the profiler.
 */
package org.valen.model.profile;
