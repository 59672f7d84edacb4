// The traced copy of Flux: the `InstrumentArchitecture` plugin writes its sources at build
// time from the files of Sources/Flux/ (see Sources/Tracing/README.md).
