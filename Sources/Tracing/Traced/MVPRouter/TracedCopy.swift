// The traced copy of MVPRouter: the `InstrumentArchitecture` plugin writes its sources at build
// time from the files of Sources/MVPRouter/ (see Sources/Tracing/README.md).
