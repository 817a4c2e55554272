/** Named parameters with defaults and checked overrides, shared by rule variants and agents. */
package org.mjarena.engine.param;
