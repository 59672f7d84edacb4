// The traced copy of MVP: the `InstrumentArchitecture` plugin writes its sources at build
// time from the files of Sources/MVP/ (see Sources/Tracing/README.md).
