/** Seeds: how every random stream of a run derives from its root seed. */
package org.mjarena.engine.random;
